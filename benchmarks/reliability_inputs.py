"""Broken and hostile input, one file per kind, ingested together; what became of each.

usage: python benchmarks/reliability_inputs.py [--keep DIR] [--documents-only] [--out FILE]

Every case is a file (or a link) in one drop folder next to one ordinary article; one
``claimgraph ingest`` reads them all, and the script reports per case whether it became a
document (and its claims), went to quarantine (reason and detail), or was skipped at
planning (never snapshotted). The rows of docs/reliability.md's input section come from
this output. ``--keep DIR`` leaves the drop folder and the home there, to look at by hand.
``--documents-only`` stops at the stages that decide (planning and reading: what is skipped,
quarantined or read, and the text read), in seconds and without Dagster or dbt.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ARTICLE = "The harbour authority said the ferry service would resume on Monday after repairs.\n"
FRONT = "---\ntitle: {title}\noutlet: Harbour Times\npublished: 2026-10-02\n---\n"
HOSTILE = ROOT / "tests" / "hostile" / "corpus"


def text(body: str, title: str = "A test article") -> bytes:
    return (FRONT.format(title=title) + body).encode()


def cases(outside: Path) -> dict[str, tuple[str, bytes | None]]:
    """File name -> (what it is, its bytes; None for the links made separately)."""
    sentence = "The minister said " + "and the plant " * 20_000 + "would reopen.\n"
    return {
        "ordinary.txt": ("an ordinary article (the control)", text(ARTICLE)),
        "empty.txt": ("an empty file", b""),
        "whitespace-only.txt": ("a file of blank lines", b"\n\n   \n\t\n"),
        "front-matter-only.md": ("front matter and no body", FRONT.format(title="Nothing here").encode()),
        "photo.png": ("a PNG image", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4),
        "nul-bytes.txt": (
            "text with NUL bytes in it",
            b"The mayor said\x00\x00 the plant\x00 would reopen.\n",
        ),
        "report.pdf": ("a PDF (unsupported type)", b"%PDF-1.4\n1 0 obj << >> endobj\n"),
        "notes": ("a text file without an extension", ARTICLE.encode()),
        "data.json": ("JSON (unsupported type)", b'{"speaker": "x", "quote": "y"}'),
        "utf16-le-bom.txt": (
            "UTF-16 LE with a byte order mark",
            "\ufeff".encode("utf-16-le") + ARTICLE.encode("utf-16-le"),
        ),
        "utf16-be-bom.txt": (
            "UTF-16 BE with a byte order mark",
            "\ufeff".encode("utf-16-be") + ARTICLE.encode("utf-16-be"),
        ),
        "utf32-bom.txt": ("UTF-32 with a byte order mark", ARTICLE.encode("utf-32")),
        "utf8-bom.txt": ("UTF-8 with a byte order mark", b"\xef\xbb\xbf" + ARTICLE.encode()),
        "latin1.txt": (
            "Latin-1 text without a declaration",
            "Le maire a déclaré que l'usine rouvrirait à Noël.\n".encode("latin-1"),
        ),
        "lying-charset.html": (
            "HTML whose <meta charset=utf-8> lies (the bytes are Windows-1252)",
            (
                '<html><head><meta charset="utf-8"><title>Quay works</title></head><body><article>'
                + "<p>The harbour master said “the quay is safe” and the café would reopen.</p>" * 6
                + "</article></body></html>"
            ).encode("cp1252"),
        ),
        "crlf.txt": ("Windows line endings", text(ARTICLE).replace(b"\n", b"\r\n")),
        "base64-token.md": (
            "a 1.1 MB base64 image pasted as one word",
            text(
                ARTICLE
                + "![x](data:image/png;base64,"
                + base64.b64encode(os.urandom(800_000)).decode()
                + ")\n"
            ),
        ),
        "one-long-line.txt": (
            "a 2 MB text on a single line",
            text(("The mayor said the plant would reopen. " * 52_000).strip() + "\n"),
        ),
        "one-long-sentence.txt": ("a 280 KB sentence without a full stop", text(sentence)),
        "over-20mb.txt": ("a 21 MB file", b"The mayor said the plant would reopen. " * 540_000),
        "date-yesterday.md": (
            "front matter `date: yesterday`",
            b"---\ntitle: Pier\ndate: yesterday\n---\n" + ARTICLE.encode(),
        ),
        "date-weekday.md": (
            "front matter `published: Monday`",
            b"---\ntitle: Pier\npublished: Monday\n---\n" + ARTICLE.encode(),
        ),
        "broken-yaml.md": (
            "front matter that is not YAML (an unclosed quote)",
            b'---\ntitle: "Pier works\noutlet: [Harbour\n---\n' + ARTICLE.encode(),
        ),
        "escape-in-front-matter.txt": (
            "an escape sequence inside front matter (YAML refuses it)",
            b'---\ntitle: "Storm \x1b[2Jwarning"\n---\n' + ARTICLE.encode(),
        ),
        "escape-sequences.txt": (
            "terminal escape sequences and rich markup in the text",
            text(
                "The coastguard said \x1b[31mthe storm\x1b[0m\x1b]0;pwned\x07 would reach the coast. The harbour master said [bold red]all boats[/] must stay in port.\n"
            ),
        ),
        "no-article.html": (
            "HTML with navigation and scripts only",
            b"<html><body><nav><a href='/'>Home</a></nav><script>var x=1;</script></body></html>",
        ),
        "deep-nesting.html": (
            "HTML nested 20,000 elements deep",
            b"<html><body>"
            + b"<div>" * 20_000
            + b"<p>"
            + ARTICLE.encode()
            + b"</p>"
            + b"</div>" * 20_000
            + b"</body></html>",
        ),
        "german.txt": (
            "an article in German",
            text("Der Bürgermeister sagte, das Werk werde im Frühjahr wieder öffnen.\n"),
        ),
        "duplicate-of-ordinary.txt": ("the same bytes as another file under another name", text(ARTICLE)),
        "..%2f..%2fescape.txt": (
            "a file whose name looks like a path out of the folder",
            text(ARTICLE.replace("Monday", "Tuesday")),
        ),
        ".hidden-draft.txt": ("a hidden file", text(ARTICLE.replace("Monday", "Friday"))),
        "link-outside.txt": ("a link to a file outside the folder", None),
        "link-etc-os-release.txt": ("a link to /etc/os-release", None),
        "link-dangling.txt": ("a link to nothing", None),
        "link-loop.txt": ("a link that points at itself", None),
        "link-inside.txt": ("a link to a file inside the folder", None),
        "linked-folder": ("a link to a folder outside", None),
        **{
            f"hostile-{p.name}": (f"hostile page: {p.stem.replace('-', ' ')}", p.read_bytes())
            for p in sorted(HOSTILE.iterdir())
        },
    }


def make_links(drop: Path, outside: Path) -> None:
    (outside / "secret.txt").write_text("The minister said the secret plan would start on Monday.\n")
    (outside / "folder").mkdir(exist_ok=True)
    (outside / "folder" / "inside.txt").write_text(ARTICLE)
    (drop / "link-outside.txt").symlink_to(outside / "secret.txt")
    (drop / "link-etc-os-release.txt").symlink_to("/etc/os-release")
    (drop / "link-dangling.txt").symlink_to(drop / "does-not-exist.txt")
    (drop / "link-loop.txt").symlink_to(drop / "link-loop.txt")
    (drop / "link-inside.txt").symlink_to(drop / "ordinary.txt")
    (drop / "linked-folder").symlink_to(outside / "folder", target_is_directory=True)


def outcomes(home: Path, drop: Path, names: dict[str, str]) -> list[dict]:
    import duckdb

    from pipeline import lake

    documents = lake.read_all(home / "lake", "document")
    quarantine = lake.read_all(home / "lake", "quarantine")
    snapshots = lake.read_all(home / "lake", "snapshot")
    claims = {}
    published = home / "published" / "claimgraph.duckdb"
    if published.exists():
        with duckdb.connect(str(published), read_only=True) as con:
            for doc, count in con.sql("select doc, count(*) from claims group by doc").fetchall():
                claims[doc] = count
    rows = []
    for name, what in names.items():
        path = str(drop / name)
        doc = documents[documents["path"] == path]
        held = quarantine[quarantine["path"] == path]
        if len(doc):
            record = doc.iloc[0]
            outcome = (
                f"document ({record['chars']} characters, {claims.get(record['doc_id'], 0)} claims; "
                f"title {record['title']!r}, published {record['published']!r})"
            )
        elif len(held):
            outcome = f"quarantined: {held.iloc[0]['reason']}: {held.iloc[0]['detail']}"
        elif path in set(snapshots["path"]):
            outcome = "snapshotted, but its bytes are another file's (one snapshot)"
        else:
            outcome = "not read (skipped at planning)"
        rows.append({"case": name, "what": what, "outcome": outcome})
    return rows


def read_only(drop: Path, names: dict[str, str]) -> list[dict]:
    """What planning and the document stage make of each case, as the ingest's first stages do."""
    from pipeline.document import Unreadable, read_document
    from pipeline.snapshot import scan_drop_folder

    scan = scan_drop_folder(drop)
    files = {p.name: p for p in scan.files}
    skipped = {Path(s["path"]).name: s for s in scan.skipped}
    rows = []
    for name, what in names.items():
        if name in skipped:
            outcome = f"skipped at planning: {skipped[name]['reason']} ({skipped[name]['detail']})"
        elif name not in files:
            outcome = "not listed at planning (a hidden file, or inside a linked folder)"
        else:
            try:
                doc = read_document(name, files[name].read_bytes())
            except Unreadable as err:
                outcome = f"quarantined: {err.reason}: {err.detail}"
            else:
                outcome = (
                    f"document ({len(doc.text):,} characters; title {doc.meta.get('title')!r}, "
                    f"published {doc.meta.get('published')!r}; starts {doc.text[:60]!r})"
                )
        rows.append({"case": name, "what": what, "outcome": outcome})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="a folder to leave the drop folder and home in")
    parser.add_argument("--documents-only", action="store_true", help="planning and reading only")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "benchmarks" / "results" / "reliability_inputs.json"
    )
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="claimgraph-reliability-"))
    drop, home, outside = work / "drop", work / "home", work / "outside"
    for folder in (drop, home, outside):
        if folder.exists():
            shutil.rmtree(folder)
    drop.mkdir(parents=True)
    outside.mkdir()
    names = {}
    for name, (what, data) in cases(outside).items():
        names[name] = what
        if data is not None:
            (drop / name).write_bytes(data)
    make_links(drop, outside)
    if args.documents_only:
        rows = read_only(drop, names)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(
            json.dumps({"documents_only": True, "cases": rows}, indent=2, ensure_ascii=False) + "\n"
        )
        for row in rows:
            print(f"| {row['what']} (`{row['case']}`) | {row['outcome']} |")
        if not args.keep:
            shutil.rmtree(work)
        return
    claimgraph = Path(sys.executable).parent / "claimgraph"
    done = subprocess.run(
        [str(claimgraph), "ingest", str(drop), "--home", str(home)],
        capture_output=True,
        text=True,
        check=False,
    )
    rows = outcomes(home, drop, names)
    result = {
        "exit_code": done.returncode,
        "summary": done.stdout[-6000:],
        "stderr": done.stderr[-3000:],
        "cases": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    for row in rows:
        print(f"| {row['what']} (`{row['case']}`) | {row['outcome']} |")
    print(f"exit code {done.returncode}; work folder {work}")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
