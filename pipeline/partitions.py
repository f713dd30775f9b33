"""One dynamic partition per ingest batch (a sensor tick or an ``ingest`` call).

Per-document granularity lives in the data (``doc_id`` columns), so one run
handles a whole batch and Dagster's partition count stays small.
"""

import dagster as dg

ingest_batches = dg.DynamicPartitionsDefinition(name="ingest_batches")
