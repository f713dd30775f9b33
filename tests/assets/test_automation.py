"""The drop-folder sensor and the hourly schedule: on by default, one batch per change."""

import dagster as dg

from pipeline.settings import Settings
from tests.conftest import copy_drop


def test_sensor_and_schedule_run_by_default():
    from pipeline.definitions import defs

    sensor = defs().resolve_sensor_def("drop_folder_sensor")
    schedule = defs().resolve_schedule_def("hourly_refresh")
    assert sensor.default_status == dg.DefaultSensorStatus.RUNNING
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING


def test_sensor_requests_one_batch_per_change(tmp_path):
    from pipeline.definitions import build_definitions

    drop = copy_drop(tmp_path / "drop", ["harbour-times-minister-moves-date.txt"])
    settings = Settings(home=tmp_path / "home", drop_dir=drop)
    defs = build_definitions(settings)
    sensor = defs.resolve_sensor_def("drop_folder_sensor")
    instance = dg.DagsterInstance.ephemeral()

    with dg.build_sensor_context(instance=instance, resources=defs.resources) as context:
        first = sensor(context)
    assert len(first.run_requests) == 1
    batch = first.run_requests[0].partition_key
    assert first.dynamic_partitions_requests[0].partition_keys == [batch]
    assert (settings.batches_dir / f"{batch}.json").exists()

    with dg.build_sensor_context(instance=instance, resources=defs.resources, cursor=first.cursor) as context:
        again = sensor(context)
    assert not again.run_requests  # nothing changed since the last tick

    (drop / "new.txt").write_text("Officials said the ferry would resume on Monday.")
    with dg.build_sensor_context(instance=instance, resources=defs.resources, cursor=again.cursor) as context:
        third = sensor(context)
    assert len(third.run_requests) == 1
    assert (settings.batches_dir / f"{third.run_requests[0].partition_key}.json").read_text().count(
        "new.txt"
    ) == 1


def test_sensor_without_a_drop_folder_explains_itself(tmp_path):
    from pipeline.definitions import build_definitions

    defs = build_definitions(Settings(home=tmp_path / "home"))
    with dg.build_sensor_context(
        instance=dg.DagsterInstance.ephemeral(), resources=defs.resources
    ) as context:
        result = defs.resolve_sensor_def("drop_folder_sensor")(context)
    assert "CLAIMGRAPH_DROP" in str(result.skip_message if hasattr(result, "skip_message") else result)
