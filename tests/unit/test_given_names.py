import json

from pipeline import given_names


def test_the_compact_table_is_built_once_by_a_child_process_and_read_after(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    given_names.table.cache_clear()
    try:
        assert given_names.given_name_gender("Theresa") == "she"
        assert given_names.given_name_gender("vladimir") == "he"
        # both ways about as often, an initial, a word no list holds as a name
        assert given_names.given_name_gender("Kim") == ""
        assert given_names.given_name_gender("J.") == ""
        assert given_names.given_name_gender("Kobani") == ""
        built = given_names.cache_path()
        assert built.is_relative_to(tmp_path)
        assert json.loads(built.read_text())["kirstjen"] == "she"  # rare, but counted 3 times
    finally:
        given_names.table.cache_clear()


def test_an_unwritable_cache_falls_back_to_the_temporary_folder(tmp_path, monkeypatch):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)  # read TMPDIR again
    given_names.table.cache_clear()
    try:
        assert given_names.given_name_gender("Theresa") == "she"
        assert list((tmp_path / "tmp" / "claimgraph").glob("given-names-*.json"))
    finally:
        given_names.table.cache_clear()


def test_a_cut_short_table_is_built_again(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = given_names.cache_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"theresa": "sh')  # a write that did not finish
    given_names.table.cache_clear()
    try:
        assert given_names.given_name_gender("Theresa") == "she"
    finally:
        given_names.table.cache_clear()
