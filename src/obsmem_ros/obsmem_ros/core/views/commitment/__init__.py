"""Helpers of the Commitment view: due times and recurrences parsed from English time expressions.

Pure Python (``due``): ``parse_due`` reads "at 7:30 tomorrow" / "every weekday" against the
home's timezone and meal clock; ``next_due`` gives a recurring commitment's next occurrence.
"""
from obsmem_ros.core.views.commitment.due import DAYS, Due, next_due, occurs_on, parse_due

__all__ = ["DAYS", "Due", "next_due", "occurs_on", "parse_due"]
