"""Time reading: relative times said in words, resolved against the time of speaking.

One place for every reader of spoken times (requests, promises, schedules, routines,
preferences): `read_time` ("by 8:30", "tomorrow after dinner", "half six", "by lunchtime", "every
Tuesday at ten"), the half-of-day decision for a clock time said without am / pm (`halves`), and
recurrences and their occurrences (`recurrences`). Plain Python: no parse, no ROS.
"""
from obsmem_ros.core.time_reading.halves import (Half, daytime_hour, half_of_day, in_half, lunch_hours, part_of_day,
                                                 part_said)
from obsmem_ros.core.time_reading.pieces import NUMBER_WORDS, ended_meals
from obsmem_ros.core.time_reading.reader import DEFAULT_MORNING, SpokenTime, half_around, read_time
from obsmem_ros.core.time_reading.recurrences import DAYS, next_due, next_occurrence, occurs_on, recurrence_of

__all__ = ["DAYS", "DEFAULT_MORNING", "Half", "NUMBER_WORDS", "SpokenTime", "daytime_hour", "ended_meals", "half_around",
           "half_of_day", "in_half", "lunch_hours", "next_due", "next_occurrence", "occurs_on", "part_of_day", "part_said",
           "read_time", "recurrence_of"]
