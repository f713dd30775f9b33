"""A corpus that attacks the pipeline: pages that address the model, hidden text, fake JSON,
a fake wire dateline, front matter and links that point outside the home.

The drop folder holds tests/hostile/corpus/ plus, made here, links to a secret file and a
folder outside it. One ingest runs in a child process under an audit hook
(tests/hostile/audited.py) that records every file Python opens, renames or removes.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from pipeline import lake
from tests.conftest import ROOT

CORPUS = Path(__file__).resolve().parent / "corpus"
SECRET = "claimgraph-canary-7f3e9b1c: this line must never leave its folder"
# What the pages ask a model to say, or hide from their readers: none of it may become a claim.
PLANTED = [
    "Prime Minister",
    "sank",
    "disaster",
    "resign",
    "praising",
    "war is declared",
    "savings are frozen",
    "exploded",
    "arrested",
    "triple",
    "dam upstream",
    "bombed",
    "The governor",
    "ministry confirmed the sale",
]


# Audit events that write their second argument, and those that change their first.
MOVES = ("os.rename", "os.replace", "os.symlink", "os.link", "shutil.copyfile", "shutil.move")
CHANGES = ("os.remove", "os.rmdir", "os.mkdir", "os.truncate", "os.chmod", "shutil.rmtree")


def tree(folder: Path) -> dict[str, tuple[int, int]]:
    """Every path under ``folder`` with its size and modification time (links not followed)."""
    found = {}
    for path in sorted(folder.rglob("*")):
        stat = path.lstat()
        found[str(path)] = (stat.st_size, stat.st_mtime_ns)
    return found


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    base = tmp_path_factory.mktemp("hostile")
    outside = base / "outside"
    outside.mkdir()
    secret = outside / "secret.txt"
    secret.write_text(f"The minister said {SECRET}.\n")
    (outside / "folder").mkdir()
    (outside / "folder" / "article.txt").write_text(f"Officials said {SECRET}.\n")
    drop = base / "drop"
    shutil.copytree(CORPUS, drop)
    (drop / "link-to-secret.txt").symlink_to(secret)
    (drop / "link-to-folder").symlink_to(outside / "folder")
    (drop / "link-to-etc-passwd.txt").symlink_to("/etc/passwd")
    (drop / "dangling.txt").symlink_to(base / "nowhere.txt")
    (drop / "..%2f..%2fescape.txt").write_text("The pier master said the pier would reopen on Monday.\n")
    (drop / "pier%2f..%2f..%2fescape.txt").write_text(
        "The pier master said the pier would reopen on Friday.\n"
    )
    home = base / "home"
    before = tree(outside)
    log = base / "audit.jsonl"
    done = subprocess.run(
        [
            sys.executable,
            str(Path(__file__).parent / "audited.py"),
            str(log),
            "ingest",
            str(drop),
            "--home",
            str(home),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
        env={**os.environ, "COLUMNS": "200"},
    )
    events = [json.loads(line) for line in log.read_text().splitlines()]
    return {
        "base": base,
        "home": home,
        "drop": drop,
        "outside": outside,
        "secret": secret,
        "before": before,
        "done": done,
        "events": events,
    }


def published(home: Path, sql: str) -> list[tuple]:
    con = duckdb.connect(str(home / "published" / "claimgraph.duckdb"), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def test_the_ingest_finishes(hostile):
    done = hostile["done"]
    assert done.returncode == 0, done.stderr[-3000:]


def test_nothing_outside_the_drop_folder_is_read(hostile):
    outside = str(hostile["outside"])
    opened = [e["args"][0] for e in hostile["events"] if e["event"] == "open"]
    assert opened, "the audit hook saw no open at all"
    assert not [p for p in opened if p.startswith(outside)]
    assert not [p for p in opened if p in ("/etc/passwd", "/etc/shadow", "/etc/hostname")]
    home = hostile["home"]
    for blob in (home / "snapshots").rglob("*"):
        if blob.is_file():
            assert SECRET.encode() not in blob.read_bytes(), blob
    for table in ("document", "sentence", "extraction", "resolution", "quarantine", "snapshot"):
        frame = lake.read_all(home / "lake", table)
        assert (
            not frame.astype(str)
            # The secret, or what /etc/passwd holds; the page only names the path, as text.
            .apply(lambda col: col.str.contains("claimgraph-canary|root:x:0"))
            .any()
            .any()
        ), table


def test_nothing_outside_the_home_is_written(hostile):
    home, base = hostile["home"], hostile["base"]
    allowed = [
        str(home),
        str(ROOT / "dbt_project" / "target"),
        str(ROOT / "dbt_project" / "logs"),
        "/tmp/",  # temporary files of the libraries (tempfile), never a path a page names
        "/dev/",
    ]
    writes = []
    for event in hostile["events"]:
        if event["event"] == "open":
            mode, flags = event["mode"] or "", event["flags"]
            if not any(ch in mode for ch in "wax+") and not (
                isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
            ):
                continue
            writes.append(event["args"][0])
        elif event["event"] in MOVES:
            writes.append(event["args"][1])
        elif event["event"] in CHANGES:
            writes.append(event["args"][0])
    stray = [w for w in writes if not (w.isdigit() or any(os.path.abspath(w).startswith(a) for a in allowed))]
    assert not stray
    # /tmp is allowed above only for the libraries: nothing may appear where a page pointed.
    assert not [
        w
        for w in writes
        if "claimgraph-written-outside" in w
        or "claimgraph-other-home" in w
        or "escape" in Path(w).name
        and not w.startswith(str(home))
    ]
    assert not Path("/tmp/claimgraph-written-outside.txt").exists()
    assert not Path("/tmp/claimgraph-other-home").exists()
    assert tree(hostile["outside"]) == hostile["before"]
    assert sorted(p.name for p in base.iterdir()) == ["audit.jsonl", "drop", "home", "outside"]


def test_links_out_of_the_folder_are_not_read(hostile):
    files = set(published(hostile["home"], "select path from stg_documents"))
    names = {Path(p).name for (p,) in files}
    assert not names & {"link-to-secret.txt", "link-to-etc-passwd.txt", "dangling.txt", "article.txt"}
    assert "pier%2f..%2f..%2fescape.txt" in names  # an odd name is only a name
    assert "..%2f..%2fescape.txt" not in names  # a leading dot: a hidden file, left out like .DS_Store
    snapshot_paths = set(lake.read_all(hostile["home"] / "lake", "snapshot")["path"])
    assert all(p.startswith(str(hostile["drop"])) for p in snapshot_paths)


def test_front_matter_paths_are_only_text(hostile):
    rows = published(
        hostile["home"],
        "select path, title, outlet, url from stg_documents where title like '%etc/passwd%'",
    )
    assert len(rows) == 1
    path, title, outlet, url = rows[0]
    assert path == str(
        hostile["drop"] / "path-traversal-front-matter.md"
    )  # the file's own path, not the page's
    assert url == "file:///etc/passwd"  # kept as the page's claim about itself, never opened
    edges = lake.read_all(hostile["home"] / "lake", "origin_rollup")
    assert all(re.fullmatch(r"(outlet|unknown|doc|claim):[\w:.-]+", p) for p in edges["parent"]), set(
        edges["parent"]
    )


def test_no_claim_comes_from_text_addressed_to_a_model_or_hidden_from_readers(hostile):
    claims = published(hostile["home"], "select speaker, modality, quote from claims")
    assert claims, "the real sentences around the planted ones still give claims"
    said = " | ".join(f"{s} {q}" for s, _, q in claims)
    assert not [p for p in PLANTED if p.lower() in said.lower()]
    assert "JSON" not in said and "Ignore" not in said
    rejected = published(hostile["home"], "select quote from rejected_claims")
    assert not [p for p in PLANTED if any(p.lower() in (q or "").lower() for (q,) in rejected)]


def test_every_published_quote_is_cut_from_its_own_document(hostile):
    documents = lake.read_all(hostile["home"] / "lake", "document")
    text = dict(zip(documents["doc_id"], documents["text"], strict=True))
    for quote, doc, span in published(hostile["home"], "select quote, doc, span from claims"):
        assert text[doc][span[0] : span[1]] == quote


def test_a_denial_stays_a_denial(hostile):
    rows = published(
        hostile["home"], "select speaker, modality from claims where speaker = 'The Energy Ministry'"
    )
    assert rows and {m for _, m in rows} == {"denies"}


def test_a_fake_wire_dateline_is_recorded_as_the_page_credits_it(hostile):
    home = hostile["home"]
    documents = lake.read_all(home / "lake", "document")
    blog = documents[documents["path"].str.endswith("fake-reuters-dateline.md")]["doc_id"].item()
    edges = lake.read_all(home / "lake", "origin_rollup")
    edge = edges[edges["doc_id"] == blog].to_dict("records")
    assert [(e["parent"], e["kind"], e["evidence"]) for e in edge] == [
        ("outlet:reuters", "dateline", "(Reuters) -")
    ]


def test_a_fake_wire_dateline_is_marked_claimed_not_established(hostile):
    """The blog's "(Reuters) -" makes Reuters its origin, as the page says, but only claimed: no
    Reuters copy of the text is in the library. The corroborated and single-origin reports say so."""
    rows = published(
        hostile["home"],
        "select distinct o.origin, o.origin_basis from claim_origin as o "
        "join stg_documents as d on o.doc_id = d.doc_id "
        "where d.outlet = 'Valley Notes' and d.title like 'Field Alpha buyer%'",
    )
    assert rows == [("outlet:reuters", "claimed")]
    details = published(
        hostile["home"],
        "select distinct origin_detail from cluster_origins where origin = 'outlet:reuters'",
    )
    assert details and all("claimed by them and not established" in d for (d,) in details)


def test_page_text_reaches_the_terminal_without_escape_sequences(hostile):
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "claimgraph"),
            "who-claims",
            "storm",
            "--home",
            str(hostile["home"]),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "storm" in done.stdout
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert "\x1b]0;" not in hostile["done"].stdout
