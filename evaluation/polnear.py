"""PolNeAR's gold attributions: brat standoff files, and the corpus folder that holds them.

Span conventions (both matter for the numbers):
- A discontinuous gold span ("10 20;30 40") and a content split over two roles
  (``Content`` plus ``Content2``) are scored as their covering span, first start
  to last end. Extractors emit one contiguous span per role, so fragments could
  never match exactly, and the covering span is what a reader would highlight.
- Gold spans are counted once per attribution: a source shared by two
  attributions is two gold source spans, just as two predicted claims with the
  same speaker are two predicted source spans.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

Span = tuple[int, int]
KINDS = ("source", "cue", "content")
# brat role name -> attribution field; Content2 is the second half of a split quote.
ROLE_KIND = {"Source": "source", "Cue": "cue", "Content": "content", "Content2": "content"}


@dataclass(frozen=True)
class Attribution:
    source: Span | None = None
    cue: Span | None = None
    content: Span | None = None

    def span(self, kind: str) -> Span | None:
        return getattr(self, kind)


def _covering(spans: Iterable[Span]) -> Span | None:
    spans = list(spans)
    if not spans:
        return None
    return min(s for s, _ in spans), max(e for _, e in spans)


def _text_bound_span(offsets: str) -> Span:
    """``"10 20;30 40"`` -> (10, 40): fragments become their covering span."""
    fragments = [tuple(int(n) for n in part.split()) for part in offsets.split(";")]
    return _covering(fragments)  # type: ignore[return-value]


def read_brat(path: Path | str) -> list[Attribution]:
    """The attributions of one brat .ann file, one per ``E`` line, in file order.

    An ``E`` line with no Source, Cue or Content role (PolNeAR has a few bare
    ``Attribution-no-source:T11`` events) carries nothing to score and is skipped.
    """
    text_bound: dict[str, Span] = {}
    events: list[list[str]] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if line.startswith("T") and len(fields) >= 2:
            _type, _, offsets = fields[1].partition(" ")
            text_bound[fields[0]] = _text_bound_span(offsets)
        elif line.startswith("E") and len(fields) >= 2:
            events.append(fields[1].split())

    attributions = []
    for arguments in events:
        spans: dict[str, list[Span]] = {kind: [] for kind in KINDS}
        for argument in arguments:
            role, _, target = argument.partition(":")
            if role in ROLE_KIND and target in text_bound:
                spans[ROLE_KIND[role]].append(text_bound[target])
        if any(spans.values()):
            attributions.append(Attribution(**{kind: _covering(found) for kind, found in spans.items()}))
    return attributions


@dataclass(frozen=True)
class Document:
    name: str
    text_path: Path
    annotation_path: Path


def annotations_by_text(polnear_dir: Path | str) -> dict[str, list[Path]]:
    """Every annotator's file for each text, by text name, in sorted order.

    Annotation files are ``NAME_ANNOTATOR.ann``; NAME itself holds underscores,
    so the annotator is what follows the last one.
    """
    root = Path(polnear_dir)
    for folder in (root / "text", root / "attributions"):
        if not folder.is_dir():
            raise ValueError(
                f"{root} is not a PolNeAR folder: it has no {folder.name}/ "
                "(expected text/NAME.txt and attributions/NAME_ANNOTATOR.ann)"
            )
    found: dict[str, list[Path]] = {}
    for path in sorted((root / "attributions").glob("*.ann")):
        name, _, _annotator = path.stem.rpartition("_")
        found.setdefault(name, []).append(path)
    return found


def polnear_documents(polnear_dir: Path | str) -> list[Document]:
    """Texts in sorted order, each with its first annotator's file (sorted by file name)."""
    annotations = annotations_by_text(polnear_dir)
    text_dir = Path(polnear_dir) / "text"
    documents = []
    for text_path in sorted(text_dir.glob("*.txt")):
        files = annotations.get(text_path.stem)
        if not files:
            raise ValueError(
                f"{text_path.name} has no annotation file in {Path(polnear_dir) / 'attributions'}"
            )
        documents.append(Document(text_path.stem, text_path, files[0]))
    return documents
