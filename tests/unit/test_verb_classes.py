"""WordNet's verb classes: read from WordNet's own database files, shipped as JSON."""

import pytest

from pipeline.extract.verb_classes import build_verb_classes, load_verb_classes

# Entries in WordNet's database layout (wndb(5WN)), with the two-space license header it starts with.
INDEX_VERB = """  1 This software and database is being provided to you, the LICENSEE, by
quip v 2 2 @ + 2 0 01044114 00851933
bark v 2 1 @ 2 0 01049650 01266673
"""
DATA_VERB = """  1 This software and database is being provided to you, the LICENSEE, by
00851933 31 v 01 quip 0 001 @ 00851239 v 0000 | make jokes or quips
01044114 32 v 01 quip 0 001 @ 01029852 v 0000 | make a joke or quip
01049650 32 v 01 bark 0 001 @ 01047745 v 0000 | speak in an unfriendly tone
01266673 35 v 01 bark 0 001 @ 01266491 v 0000 | remove the bark of a tree
"""


def test_each_sense_is_filed_under_its_class_most_frequent_first(tmp_path):
    (tmp_path / "index.verb").write_text(INDEX_VERB)
    (tmp_path / "data.verb").write_text(DATA_VERB)
    assert build_verb_classes(tmp_path) == {
        "quip": ["communication", "cognition"],
        "bark": ["communication", "contact"],
    }


def test_a_folder_without_wordnet_is_refused_by_name(tmp_path):
    with pytest.raises(ValueError, match="no index.verb"):
        build_verb_classes(tmp_path)


def test_the_shipped_classes_put_speech_verbs_under_communication():
    classes = load_verb_classes()
    assert classes["say"][0] == "communication"
    assert "emotion" in classes["fear"]
    assert len(classes) > 10_000
