import dagster as dg
import pandas as pd

from pipeline import lake
from pipeline.extract import extract_claims, get_extractor
from pipeline.extract.base import ExtractionCache
from pipeline.partitions import ingest_batches
from pipeline.resources import ClaimgraphResource

# The extractor's model id and prompt version are chained onto this and onto
# every asset downstream when the definitions are built (pipeline/definitions.py).
# 2: a result reused for another copy of its sentence is cut from that copy (issue 15).
# 3: denials that point back ("denied the report") deny the propositions told before them.
# 8: an undated claim's refers_to is resolved only from expressions that name their year.
EXTRACTION_VERSION = "extraction-9"


def said_on_by_doc(document: pd.DataFrame, snapshot: pd.DataFrame) -> dict[str, str | None]:
    """When each document's claims were said: its own date (front matter, page metadata or a
    dateline), else nothing. The day a file was ingested says nothing of when it was written; it
    stays in the snapshot as ``first_seen``."""
    return {
        doc.doc_id: doc.published if isinstance(doc.published, str) and doc.published else None
        for doc in document.itertuples()
    }


@dg.multi_asset(
    partitions_def=ingest_batches,
    group_name="extract",
    outs={
        "extraction": dg.AssetOut(
            code_version=EXTRACTION_VERSION, kinds={"python", "parquet"}, description="Raw claims."
        ),
        "extraction_failure": dg.AssetOut(
            code_version=EXTRACTION_VERSION,
            kinds={"parquet"},
            description="Sentences whose extraction failed, with the reason.",
        ),
    },
)
def extraction(
    context: dg.AssetExecutionContext,
    claimgraph: ClaimgraphResource,
    sentence: pd.DataFrame,
    document: pd.DataFrame,
    snapshot: pd.DataFrame,
):
    """Candidate sentences through the extractor backend, cached by sentence, model and prompt."""
    settings = claimgraph.settings
    extractor = get_extractor(settings.extractor, settings.model_path)
    cache = ExtractionCache(settings.cache_dir / "extraction.sqlite")
    try:
        claims, failures, stats = extract_claims(
            sentence.to_dict("records"),
            said_on_by_doc(document, snapshot),
            extractor,
            cache,
            context.partition_key,
            doc_text=dict(zip(document["doc_id"], document["text"], strict=True)),
        )
    finally:
        cache.close()
    context.log.info(f"extraction {stats}")
    yield dg.Output(lake.frame("extraction", claims), output_name="extraction", metadata=stats)
    yield dg.Output(lake.frame("extraction_failure", failures), output_name="extraction_failure")
