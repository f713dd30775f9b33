"""The Parquet lake: one folder per table, one file per ingest batch.

Python stages write here and dbt reads it as sources. Every table has a fixed
schema so that an empty batch still writes a typed file and dbt's
``read_parquet`` globs never meet a column of type NULL.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

S, I, B = pa.string(), pa.int64(), pa.bool_()
F = pa.float64()

CLAIM_COLUMNS: dict[str, pa.DataType] = {
    "claim_id": S,
    "doc_id": S,
    "sentence_id": S,
    "extractor": S,
    "model_id": S,
    "prompt_version": S,
    "speaker": S,
    "cue": S,
    "modality": S,
    "subject": S,
    "predicate": S,
    "value": S,
    "polarity": S,
    "quote": S,
    "quote_start": I,
    "speaker_start": I,
    "speaker_end": I,
    "cue_start": I,
    "cue_end": I,
    "parent_claim_id": S,
    "said_on": S,
    "refers_to": S,
    "from_cache": B,
    "batch": S,
}

SCHEMAS: dict[str, dict[str, pa.DataType]] = {
    "snapshot": {
        "snapshot_id": S,
        "path": S,
        "size": I,
        "mtime": S,
        "first_seen": S,
        "blob_path": S,
        "batch": S,
    },
    "document": {
        "doc_id": S,
        "snapshot_id": S,
        "path": S,
        "kind": S,
        "title": S,
        "outlet": S,
        "author": S,
        "published": S,
        "url": S,
        "text": S,
        "chars": I,
        "batch": S,
    },
    "quarantine": {
        "snapshot_id": S,
        "path": S,
        "reason": S,
        "detail": S,
        "batch": S,
    },
    "sentence": {
        "sentence_id": S,
        "doc_id": S,
        "idx": I,
        "start": I,
        "end": I,
        "text": S,
        "is_candidate": B,
        "cue_hint": S,
        "batch": S,
    },
    "extraction": CLAIM_COLUMNS,
    "extraction_failure": {
        "sentence_id": S,
        "doc_id": S,
        "extractor": S,
        "reason": S,
        "batch": S,
    },
    "verbatim_check": {**CLAIM_COLUMNS, "span_start": I, "span_end": I},
    "rejected_claim": {
        "claim_id": S,
        "doc_id": S,
        "stage": S,
        "reason": S,
        "quote": S,
        "speaker": S,
        "batch": S,
    },
    "modality_guard": {
        **CLAIM_COLUMNS,
        "span_start": I,
        "span_end": I,
        "extracted_modality": S,
        "guard_reason": S,
    },
    "mention": {
        "mention_id": S,
        "claim_id": S,
        "doc_id": S,
        "role": S,
        "text": S,
        "normalized": S,
        "entity_id": S,
        "batch": S,
    },
    "same_as": {
        "left_entity": S,
        "right_entity": S,
        "left_name": S,
        "right_name": S,
        "confidence": F,
        "status": S,
        "reason": S,
        "batch": S,
    },
    "resolution": {
        **CLAIM_COLUMNS,
        "span_start": I,
        "span_end": I,
        "extracted_modality": S,
        "guard_reason": S,
        "speaker_entity": S,
        "subject_entity": S,
        "value_norm": S,
        "cluster": S,
    },
    "origin_rollup": {
        "child": S,
        "parent": S,
        "kind": S,
        "evidence": S,
        "doc_id": S,
        "batch": S,
    },
    "contradiction_pairs": {
        "pair_id": S,
        "claim_a": S,
        "claim_b": S,
        "subject_entity": S,
        "predicate": S,
        "conflict": S,
        "relation": S,
        "batch": S,
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
    tmp = path.with_suffix(".parquet.tmp")
    pq.write_table(arrow, tmp)
    tmp.replace(path)
    return path


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
