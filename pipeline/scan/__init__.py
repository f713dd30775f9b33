"""Evidence scan: check one claim against the library, contradictions first.

The pipeline indexes passages batch by batch (``passages``, ``bm25``, ``embed``);
a scan retrieves candidates with several rankers (``retrieve``), fuses them
(``fuse``), asks a judge about each candidate on its own (``judge``, ``engine``)
and stores the scan so that a result can be linked later (``store``, ``links``).
"""
