from pipeline import lake


def test_empty_batch_still_writes_a_typed_file(tmp_path):
    path = lake.write_partition(tmp_path, "quarantine", "b1", lake.frame("quarantine", []))
    assert path.exists()
    assert list(lake.read_partition(tmp_path, "quarantine", "b1").columns) == list(lake.SCHEMAS["quarantine"])


def test_read_all_can_leave_a_batch_out_and_gives_none_for_nulls(tmp_path):
    lake.write_partition(
        tmp_path, "quarantine", "b1", [{"snapshot_id": "a", "reason": "empty", "detail": None}]
    )
    lake.write_partition(
        tmp_path, "quarantine", "b2", [{"snapshot_id": "b", "reason": "binary", "detail": "x"}]
    )
    assert list(lake.read_all(tmp_path, "quarantine")["snapshot_id"]) == ["a", "b"]
    others = lake.read_all(tmp_path, "quarantine", exclude_batch="b2")
    assert list(others["snapshot_id"]) == ["a"]
    assert others.iloc[0]["detail"] is None
