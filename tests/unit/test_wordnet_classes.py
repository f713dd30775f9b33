"""WordNet's classes of verbs and nouns: read from WordNet's own database files, shipped as JSON."""

import json

import pytest

from evaluation import wordnet_builder
from evaluation.wordnet_builder import build_classes, build_hypernyms
from pipeline.extract.wordnet_classes import load_wordnet_classes

# Entries in WordNet's database layout (wndb(5WN)), with the two-space license header it starts with.
HEADER = "  1 This software and database is being provided to you, the LICENSEE, by\n"
INDEX_VERB = HEADER + "quip v 2 2 @ + 2 0 01044114 00851933\nbark v 2 1 @ 2 0 01049650 01266673\n"
DATA_VERB = HEADER + (
    "00851933 31 v 01 quip 0 001 @ 00851239 v 0000 | make jokes or quips\n"
    "01044114 32 v 01 quip 0 001 @ 01029852 v 0000 | make a joke or quip\n"
    "01049650 32 v 01 bark 0 001 @ 01047745 v 0000 | speak in an unfriendly tone\n"
    "01266673 35 v 01 bark 0 001 @ 01266491 v 0000 | remove the bark of a tree\n"
    # the synsets those are kinds of; w_cnt is hexadecimal ("0a" words would be ten)
    "00851239 31 v 01 joke 0 000 | tell a joke\n"
    "01029852 32 v 02 communicate 0 intercommunicate 0 000 | transmit thoughts\n"
    "01047745 32 v 03 utter 0 emit 0 let_out 0 000 | express audibly\n"
    "01266491 35 v 01 peel 0 000 | strip the skin off\n"
)
INDEX_NOUN = HEADER + "senator n 1 1 @ 1 0 10578471\nvice_president n 1 1 @ 1 0 10760340\n"
DATA_NOUN = HEADER + (
    "10578471 18 n 01 senator 0 001 @ 10450303 n 0000 | a member of a senate\n"
    "10760340 18 n 01 vice_president 0 001 @ 10467179 n 0000 | an executive officer\n"
)


@pytest.fixture
def wordnet_dir(tmp_path):
    for name, text in {
        "index.verb": INDEX_VERB,
        "data.verb": DATA_VERB,
        "index.noun": INDEX_NOUN,
        "data.noun": DATA_NOUN,
    }.items():
        (tmp_path / name).write_text(text)
    return tmp_path


def test_each_sense_is_filed_under_its_class_most_frequent_first(wordnet_dir):
    assert build_classes(wordnet_dir, "verb") == {
        "quip": ["communication", "cognition"],
        "bark": ["communication", "contact"],
    }
    # Only one-word lemmas: the cue model looks words up by spaCy's lemma of one token.
    assert build_classes(wordnet_dir, "noun") == {"senator": ["person"]}


def test_each_verb_sense_knows_the_verbs_it_is_a_kind_of(wordnet_dir):
    hypernyms = build_hypernyms(wordnet_dir, "verb")
    assert hypernyms["bark"] == [["utter"], ["peel"]]
    assert hypernyms["quip"] == [["communicate"], ["joke"]]
    assert "utter" not in hypernyms  # not in the index: its synset is only read as a hypernym


def test_a_folder_without_wordnet_is_refused_by_name(tmp_path):
    with pytest.raises(ValueError, match="no index.verb"):
        build_classes(tmp_path, "verb")


def test_the_build_writes_a_table_the_loader_reads(wordnet_dir, tmp_path, monkeypatch):
    out = tmp_path / "classes.json"
    monkeypatch.setattr(wordnet_builder, "CLASSES_PATH", out)
    wordnet_builder.main([str(wordnet_dir)])
    assert "Princeton University" in json.loads(out.read_text())["license"]
    classes = load_wordnet_classes.__wrapped__(out)
    assert classes.verbs["bark"] == ["communication", "contact"]
    assert classes.nouns == {"senator": "person"}
    assert classes.verb_hypernyms["bark"] == [["utter"], ["peel"]]


def test_the_shipped_classes_put_speech_verbs_and_people_where_wordnet_does():
    classes = load_wordnet_classes()
    assert classes.verbs["say"][0] == "communication"
    assert "emotion" in classes.verbs["fear"]
    assert classes.nouns["senator"] == "person"
    assert classes.nouns["statement"] == "communication"
    assert len(classes.verbs) > 8_000 and len(classes.nouns) > 50_000
    assert ["attack"] in classes.verb_hypernyms["rip"]
