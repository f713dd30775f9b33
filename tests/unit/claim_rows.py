"""A row of the `claims` mart as the judge, the probe, trajectory and ACH read it.

The default is the demo's claim that the Field Alpha plant restarts in March, said by speaker
``n`` in document ``d{n}``; a test overrides the fields its case turns on.
"""


def claim_row(n: int, **fields) -> dict:
    base = {
        "id": f"c{n}",
        "speaker": f"Speaker {n}",
        "speaker_entity": f"ent:speaker_{n}",
        "modality": "asserts",
        "polarity": "positive",
        "subject": "The Field Alpha plant",
        "subject_entity": "ent:field_alpha_plant",
        "subject_scope": "global",
        "is_proposition": True,
        "predicate": "restart",
        "value": "in March",
        "said_on": "2026-09-14",
        "refers_to": None,
        "quote": "The Field Alpha plant will restart in March",
        "doc": f"d{n}",
        "span": [0, 44],
        "cluster": f"cl{n}",
        "outlet": f"Outlet {n}",
    }
    return {**base, **fields}
