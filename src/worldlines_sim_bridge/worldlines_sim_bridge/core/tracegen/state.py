"""What the director remembers across days: current preferences, commitments, future agenda."""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Tuple

from ..sim.clock import weekday_name
from ..sim.home import Home
from .commitments import CommitmentBook, Commitment, CommitmentType



class DirectorState:
    """Mutable state the director and the episodes share."""

    def __init__(self, home: Home, total_days: int) -> None:
        self.home = home
        self.total_days = total_days
        self.prefs: Dict[Tuple[str, str], str] = {(p.id, k): v for p in home.people for k, v in p.preferences}
        self.book = CommitmentBook()
        # day -> [(actor, second of day, label, episode maker taking the day's Ctx)]
        self.agenda: Dict[int, List[Tuple[str, int, str, Callable]]] = {}
        self.today: Optional[Tuple[int, Any, Any]] = None  # (day, scheduler, ctx) while a day runs

    def preference(self, who: str, topic: str) -> str:
        return self.prefs.get((who, topic), "")

    def later(self, day: int, actor: str, second: int, label: str, maker: Callable) -> None:
        """Queue an episode for a later (or the same) day; ``maker(ctx)`` builds it on that day."""
        if self.today is not None and self.today[0] == day:
            _day, sched, ctx = self.today
            sched.add(actor, second, label, lambda: maker(ctx))
            return
        self.agenda.setdefault(day, []).append((actor, second, label, maker))

    def standing_settings(self, day: int, second: int) -> List[Commitment]:
        """Open setting requests that apply now (``weekend`` ones from Friday 18:00 to Sunday noon)."""
        weekday = weekday_name(self.home.start_date, day)
        weekend = (weekday == "fri" and second >= 18 * 3600) or weekday == "sat" or (weekday == "sun" and second < 12 * 3600)
        out = []
        for item in self.book.open_items():
            if item.type is not CommitmentType.REQUEST or not item.goal or not item.goal[0][1].startswith("setting:"):
                continue
            if item.recurrence == "weekend" and not weekend:
                continue
            out.append(item)
        return out
