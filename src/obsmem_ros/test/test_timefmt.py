"""ISO 8601 text of nanosecond times: the text datetime gives, and back."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given, strategies as st

from obsmem_ros.core.timefmt import MAX_NS, MIN_NS, format_iso, parse_iso_ns

YEAR_1 = int(datetime(1, 1, 2, tzinfo=timezone.utc).timestamp()) * 1_000_000_000
YEAR_9999 = int(datetime(9999, 12, 30, tzinfo=timezone.utc).timestamp()) * 1_000_000_000


def _datetime_text(time_ns: int) -> str:
    seconds, nanos = divmod(time_ns, 1_000_000_000)
    moment = datetime.fromtimestamp(seconds, tz=timezone.utc).replace(microsecond=nanos // 1000)
    return moment.isoformat(timespec="microseconds" if nanos // 1000 else "seconds")


@given(st.integers(min_value=YEAR_1, max_value=YEAR_9999))
def test_format_iso_writes_what_datetime_isoformat_writes(time_ns):
    assert format_iso(time_ns) == _datetime_text(time_ns)


@given(st.integers(min_value=MIN_NS + 1000, max_value=MAX_NS))  # what memory holds, truncated to the microsecond
def test_format_iso_reads_back_to_the_microsecond(time_ns):
    assert parse_iso_ns(format_iso(time_ns)) == time_ns - time_ns % 1000


def test_format_iso_examples():
    assert format_iso(0) == "1970-01-01T00:00:00+00:00"
    assert format_iso(-1) == "1969-12-31T23:59:59.999999+00:00"
    assert format_iso(parse_iso_ns("2026-03-02T07:30:05.000250+00:00")) == "2026-03-02T07:30:05.000250+00:00"
    assert format_iso(-30_000_000_000 * 1_000_000_000) == "1019-05-04T18:40:00+00:00"
    with pytest.raises(ValueError, match="outside the times memory can hold"):
        parse_iso_ns("0999-05-01T00:00:00+00:00")
