"""The `mimir` command line on a file that is not a memory: one clear line, a failing exit status."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from mimir_grounding.cli import main


@pytest.mark.parametrize("command", ["plan", "ground"])
def test_a_file_that_is_not_a_database_gives_one_line_and_a_failing_status(tmp_path, command):
    not_db = tmp_path / "notes.db"
    not_db.write_text("shopping: milk, eggs\n" * 100)
    result = CliRunner().invoke(main, [command, "--db", str(not_db), "bring me the cup"])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        f"Error: --db {not_db} is not a readable memory database: Could not open SQLite store at {not_db}: "
        "file is not a database."]
    assert not_db.read_text().startswith("shopping")
