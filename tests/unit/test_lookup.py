"""Naming an entity on the command line: ids, whole names, parts of names, refusals."""

import pytest

from pipeline.lookup import EntityNotFound, entity_names, find_entity

CLAIMS = [
    {"speaker": "Energy Minister Lina Varga", "speaker_entity": "ent:energy_minister_lina_varga"},
    {"speaker": "she", "speaker_entity": "ent:energy_minister_lina_varga"},
    {"speaker": "Varga", "speaker_entity": "ent:varga"},
    {"speaker": "the minister", "speaker_entity": "ent:minister"},
    {
        "speaker": "Officials",
        "speaker_entity": "ent:officials",
        "subject": "the minister",
        "subject_mention": "the minister",
        "subject_entity": "ent:doc_4efa/minister",
    },
    {
        "subject": "The Field Alpha plant",
        "subject_mention": "The Field Alpha plant",
        "subject_entity": "ent:field_alpha_plant",
    },
    {
        "subject": "the Energy Ministry",
        "subject_mention": "the Energy Ministry",
        "subject_entity": "ent:energy_ministry",
    },
    {"subject": "the ministry", "subject_mention": "the ministry", "subject_entity": "ent:ministry"},
]
NAMES = entity_names(CLAIMS)


def test_names_by_role():
    assert entity_names(CLAIMS, ("subject",)).keys() == {
        "ent:doc_4efa/minister",
        "ent:field_alpha_plant",
        "ent:energy_ministry",
        "ent:ministry",
    }
    assert NAMES["ent:energy_minister_lina_varga"] == {"Energy Minister Lina Varga", "she"}


@pytest.mark.parametrize(
    ("query", "entity"),
    [
        ("ent:field_alpha_plant", "ent:field_alpha_plant"),
        ("the Field Alpha plant", "ent:field_alpha_plant"),
        ("field alpha PLANT", "ent:field_alpha_plant"),
        ("Field Alpha", "ent:field_alpha_plant"),
        ("Lina Varga", "ent:energy_minister_lina_varga"),  # a part of the name, not ent:varga
        ("Varga", "ent:varga"),  # a whole name wins over a part of another
        ("the minister", "ent:minister"),  # a name of its own before one article's minister
        ("ministry", "ent:ministry"),
    ],
)
def test_find_entity(query, entity):
    assert find_entity(query, NAMES) == entity


def test_several_entities_are_refused_with_their_ids():
    with pytest.raises(EntityNotFound) as err:
        find_entity("energy", NAMES)
    assert set(err.value.suggestions) == {"ent:energy_minister_lina_varga", "ent:energy_ministry"}
    assert "could be any of 2 entities" in str(err.value)


def test_an_unknown_name_is_refused_with_close_matches():
    with pytest.raises(EntityNotFound) as err:
        find_entity("Lena Varga", NAMES)
    assert "ent:energy_minister_lina_varga" in err.value.suggestions
    assert "close matches" in str(err.value)
    with pytest.raises(EntityNotFound) as err:
        find_entity("zzzz qqqq", NAMES)
    assert err.value.suggestions == [] and "no entity named 'zzzz qqqq'" in str(err.value)
    with pytest.raises(EntityNotFound):
        find_entity("the", NAMES)
