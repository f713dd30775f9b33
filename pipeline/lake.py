"""The Parquet lake: one folder per table, one file per ingest batch.

Python stages write here and dbt reads it as sources. Every table has a fixed
schema so that an empty batch still writes a typed file and dbt's
``read_parquet`` globs never meet a column of type NULL.
"""

from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

TEXT, INT, BOOL, FLOAT = pa.string(), pa.int64(), pa.bool_(), pa.float64()

CLAIM_COLUMNS: dict[str, pa.DataType] = {
    "claim_id": TEXT,
    "doc_id": TEXT,
    "sentence_id": TEXT,
    "extractor": TEXT,
    "model_id": TEXT,
    "prompt_version": TEXT,
    "speaker": TEXT,
    "cue": TEXT,
    "modality": TEXT,
    "subject": TEXT,
    "predicate": TEXT,
    "value": TEXT,
    "polarity": TEXT,
    "quote": TEXT,
    "quote_start": INT,
    "speaker_start": INT,
    "speaker_end": INT,
    "cue_start": INT,
    "cue_end": INT,
    "parent_claim_id": TEXT,
    # What the subject is (named, generic, pronoun, expletive, empty) and what the sentence says
    # it stands for (pipeline.extract.parse.subject); resolution reads them.
    "subject_kind": TEXT,
    "subject_ref": TEXT,
    "subject_antecedent": TEXT,
    # A claim without a proposition (a noun phrase, a non-speech cue, a question, clutter) is kept
    # as an attribution but never clustered, counted or set against another.
    "is_proposition": BOOL,
    "proposition_reason": TEXT,
    # A denial that points back ("denied the report") denies a proposition the text gave before:
    # the id of the claim it took it from (pipeline.extract.denied); null for every other claim.
    "proposition_from": TEXT,
    # The article's own voice, no attribution (pipeline.extract.parse.narration): it meets denials
    # and debunks but is never an origin or a claim of the reports' own.
    "narrated": BOOL,
    "said_on": TEXT,
    "refers_to": TEXT,
    "from_cache": BOOL,
    "batch": TEXT,
}

SAME_AS_COLUMNS: dict[str, pa.DataType] = {
    "left_entity": TEXT,
    "right_entity": TEXT,
    "left_name": TEXT,
    "right_name": TEXT,
    "confidence": FLOAT,
    "status": TEXT,
    "reason": TEXT,
    "batch": TEXT,
}

SCHEMAS: dict[str, dict[str, pa.DataType]] = {
    "snapshot": {
        "snapshot_id": TEXT,
        "path": TEXT,
        "size": INT,
        "mtime": TEXT,
        "first_seen": TEXT,
        "blob_path": TEXT,
        "batch": TEXT,
    },
    "document": {
        "doc_id": TEXT,
        "snapshot_id": TEXT,
        "path": TEXT,
        "kind": TEXT,
        "title": TEXT,
        "outlet": TEXT,
        "author": TEXT,
        "published": TEXT,
        # where ``published`` came from: front_matter, metadata (an HTML page's), dateline; null if undated
        "date_source": TEXT,
        "url": TEXT,
        "text": TEXT,
        "chars": INT,
        "batch": TEXT,
    },
    "quarantine": {
        "snapshot_id": TEXT,
        "path": TEXT,
        "reason": TEXT,
        "detail": TEXT,
        "batch": TEXT,
    },
    "sentence": {
        "sentence_id": TEXT,
        "doc_id": TEXT,
        "idx": INT,
        "start": INT,
        "end": INT,
        "text": TEXT,
        "is_candidate": BOOL,
        "cue_hint": TEXT,
        "batch": TEXT,
    },
    "extraction": CLAIM_COLUMNS,
    "extraction_failure": {
        "sentence_id": TEXT,
        "doc_id": TEXT,
        "extractor": TEXT,
        "reason": TEXT,
        "batch": TEXT,
    },
    "verbatim_check": {**CLAIM_COLUMNS, "span_start": INT, "span_end": INT},
    "rejected_claim": {
        "claim_id": TEXT,
        "doc_id": TEXT,
        "stage": TEXT,
        "reason": TEXT,
        "quote": TEXT,
        "speaker": TEXT,
        "batch": TEXT,
    },
    "modality_guard": {
        **CLAIM_COLUMNS,
        "span_start": INT,
        "span_end": INT,
        "extracted_modality": TEXT,
        "guard_reason": TEXT,
    },
    "mention": {
        "mention_id": TEXT,
        "claim_id": TEXT,
        "doc_id": TEXT,
        "role": TEXT,
        "text": TEXT,
        "normalized": TEXT,
        "entity_id": TEXT,
        "batch": TEXT,
    },
    "same_as": SAME_AS_COLUMNS,
    # A person's decisions on same_as suggestions, the home's and not one batch's: one file
    # (``pipeline.same_as.DECISIONS_FILE``) that every batch's resolution reads, a backfill's too.
    # ``batch`` is the batch that suggested the pair.
    "same_as_decision": {**SAME_AS_COLUMNS, "decided_at": TEXT},
    "resolution": {
        **CLAIM_COLUMNS,
        "span_start": INT,
        "span_end": INT,
        "extracted_modality": TEXT,
        "guard_reason": TEXT,
        # the speaker as written; ``speaker`` is whom it stands for where resolution knows
        "speaker_mention": TEXT,
        "speaker_entity": TEXT,
        "speaker_anonymous": BOOL,
        # the subject as written; ``subject`` is what it stands for where resolution knows
        "subject_mention": TEXT,
        "subject_entity": TEXT,
        # global: one entity across documents; document: an entity of this document only
        # ("the company" nobody named); unresolved: a pronoun or an empty subject, grouped with nothing
        "subject_scope": TEXT,
        "value_norm": TEXT,
        "cluster": TEXT,
        # The value typed (pipeline/values.py): quantity, date, entity, polarity or text.
        "value_type": TEXT,
        "value_number": FLOAT,
        "value_unit": TEXT,
        "value_bound": TEXT,
        "value_date": TEXT,
        "value_entity": TEXT,
        "value_frame": TEXT,
    },
    "doc_signature": {
        "doc_id": TEXT,
        "shingles": INT,
        "hashvalues": pa.list_(pa.uint64()),
        "published": TEXT,
        "first_seen": TEXT,
        "outlet_node": TEXT,
        "credited": pa.list_(pa.string()),
        "batch": TEXT,
    },
    "reuse_pair": {
        "doc_a": TEXT,
        "doc_b": TEXT,
        "jaccard": FLOAT,
        "containment_a_in_b": FLOAT,
        "containment_b_in_a": FLOAT,
        "direction": TEXT,
        "batch": TEXT,
    },
    "origin_rollup": {
        "child": TEXT,
        "parent": TEXT,
        "kind": TEXT,
        "evidence": TEXT,
        "doc_id": TEXT,
        "batch": TEXT,
    },
    "contradiction_pairs": {
        "pair_id": TEXT,
        "claim_a": TEXT,
        "claim_b": TEXT,
        "subject_entity": TEXT,
        "predicate": TEXT,
        "conflict": TEXT,
        "relation": TEXT,
        # A denial may meet what it denies under another predicate: claim_b's own.
        "predicate_b": TEXT,
        # ... and under another name for the subject ("the president of Argentina" / "Cristina
        # Kirchner"): claim_b's own; the same as subject_entity for every other pair.
        "subject_entity_b": TEXT,
        "strength": FLOAT,
        "cluster_a": TEXT,
        "cluster_b": TEXT,
        # For a denial against what it denies, the denying claim's cluster: the report's row is the
        # denial against every wording it meets (stg_contradiction_pairs' topic).
        "denial_cluster": TEXT,
        # The deterministic judge on the pair (pipeline/judge/deterministic.py).
        "verdict": TEXT,
        "severity": TEXT,
        "confidence": FLOAT,
        "reason": TEXT,
        "batch": TEXT,
    },
    # The evidence scan's passage index (pipeline/scan/passages.py), one file per batch.
    "passage": {
        "passage_id": TEXT,
        "doc_id": TEXT,
        "sentence_id": TEXT,
        "idx": INT,
        "start": INT,
        "end": INT,
        "sentence_start": INT,
        "sentence_end": INT,
        "text": TEXT,
        "terms": INT,
        "title": TEXT,
        "outlet": TEXT,
        "published": TEXT,
        "path": TEXT,
        "rel_path": TEXT,
        "batch": TEXT,
    },
    "passage_term": {"passage_id": TEXT, "term": TEXT, "tf": INT, "batch": TEXT},
    "passage_vector": {"passage_id": TEXT, "model_id": TEXT, "vector": pa.binary(), "batch": TEXT},
    # Evidence links a person recorded (`claimgraph link`): one file, links.parquet, rewritten from
    # the store in <home>/evidence/ after every link and every batch; no batch ever owns it.
    "evidence_link": {
        "connection_id": TEXT,
        "relation": TEXT,
        "verdict": TEXT,
        "confidence": FLOAT,
        "explanation": TEXT,
        "claim": TEXT,
        "claim_snippet": TEXT,
        "anchor_id": TEXT,
        "doc_id": TEXT,
        "span_start": INT,
        "span_end": INT,
        "quote": TEXT,
        "outlet": TEXT,
        "published": TEXT,
        "model_id": TEXT,
        "prompt_version": TEXT,
        "scan_id": TEXT,
        "created": TEXT,
    },
}


def schema(table: str) -> pa.Schema:
    return pa.schema([(name, dtype) for name, dtype in SCHEMAS[table].items()])


def frame(table: str, rows: list[dict] | pd.DataFrame) -> pd.DataFrame:
    """A DataFrame with exactly the table's columns, in order (missing ones as nulls)."""
    df = pd.DataFrame(rows) if not isinstance(rows, pd.DataFrame) else rows.copy()
    columns = list(SCHEMAS[table])
    for column in columns:
        if column not in df.columns:
            df[column] = None
    return df[columns].reset_index(drop=True)


def partition_path(lake_dir: Path, table: str, batch: str) -> Path:
    return lake_dir / table / f"{batch}.parquet"


def write_partition(lake_dir: Path, table: str, batch: str, df: pd.DataFrame) -> Path:
    """Write one batch of a table atomically (a reader never sees half a file)."""
    path = partition_path(lake_dir, table, batch)
    path.parent.mkdir(parents=True, exist_ok=True)
    arrow = pa.Table.from_pandas(frame(table, df), schema=schema(table), preserve_index=False)
    # Private to this process and hidden from the ``*.parquet`` globs of dbt and read_all.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    pq.write_table(arrow, tmp)
    with open(tmp, "rb") as handle:
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    return path


def drop_partitions(lake_dir: Path, batch: str) -> list[Path]:
    """Remove one batch from every table (a batch that is redone from the start); the files removed."""
    removed = []
    for path in sorted(lake_dir.glob(f"*/{batch}.parquet")) if lake_dir.is_dir() else []:
        path.unlink(missing_ok=True)
        removed.append(path)
    return removed


def _to_frame(table: pa.Table) -> pd.DataFrame:
    """Plain Python values with None for nulls: stages iterate records, and NaN is truthy."""
    df = table.to_pandas().astype(object)
    return df.where(df.notna(), None)


def read_partition(lake_dir: Path, table: str, batch: str) -> pd.DataFrame:
    path = partition_path(lake_dir, table, batch)
    if not path.exists():
        return frame(table, [])
    return _to_frame(pq.read_table(path, schema=schema(table)))


def read_all(lake_dir: Path, table: str, exclude_batch: str | None = None) -> pd.DataFrame:
    """Every batch of a table, optionally leaving one out (to compare a batch with the rest)."""
    folder = lake_dir / table
    files = sorted(folder.glob("*.parquet")) if folder.exists() else []
    if exclude_batch is not None:
        files = [f for f in files if f.stem != exclude_batch]
    if not files:
        return frame(table, [])
    tables = [pq.read_table(f, schema=schema(table)) for f in files]
    return _to_frame(pa.concat_tables(tables))
