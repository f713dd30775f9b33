"""Measurement and training, outside the runtime.

The PolNeAR reader and scorer, the syndication measure, the cue model's training and
the WordNet builder. The pipeline never imports this package; only the command line's
``eval`` and ``train-cues`` commands do (a test walks the import graph to keep it so).
"""
