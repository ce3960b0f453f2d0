"""Mining a benchmark from a trace: every family's miner, balanced quotas, stable ids."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Tuple

from worldlines_sim_bridge.errors import GeneratorConfigError

from .families_events import commitment, source_aware, temporal
from .families_habits import preference, routine
from .families_state import current_state, hidden_uncertain, overwritten_state, state_multihop
from .index import TraceIndex
from .planning import planning
from .samples import FAMILIES, Draft, unique
from .wording import DEFAULT_WORDING, Wording, check_wording

Miner = Callable[[TraceIndex, random.Random, int], List[Draft]]
MINERS: Dict[str, Miner] = {
    "current_state": current_state, "overwritten_state": overwritten_state, "state_multihop": state_multihop,
    "temporal": temporal, "preference": preference, "routine": routine, "source_aware": source_aware,
    "hidden_uncertain": hidden_uncertain, "commitment": commitment,
}


@dataclass(frozen=True)
class MinerConfig:
    """How many samples to mine, with which seed, worded how (``wording.WORDINGS``)."""

    seed: int = 0
    qa: int = 300
    plans: int = 20
    wording: str = DEFAULT_WORDING

    def __post_init__(self) -> None:
        if self.qa < 0 or self.plans < 0:
            raise GeneratorConfigError(f"qa = {self.qa} and plans = {self.plans} must not be negative.")
        check_wording(self.wording)


def mine_samples(index: TraceIndex, config: MinerConfig,
                 progress: Callable[[str], None] = lambda family: None) -> Tuple[List[Dict[str, Any]], List[Dict[str, Any]]]:
    """(QA samples, planning samples) as samples.jsonl rows, balanced across families."""
    quota = math.ceil(config.qa / len(FAMILIES)) if config.qa else 0
    pools: Dict[str, List[Draft]] = {}
    for family in FAMILIES:
        rng = random.Random(f"worldlines-miner:{config.seed}:{family}")
        pools[family] = unique(MINERS[family](index, rng, quota + max(2, quota // 3))) if quota else []
        progress(family)
    chosen: Dict[str, List[Draft]] = {f: pools[f][:quota] for f in FAMILIES}
    total = sum(len(v) for v in chosen.values())
    while total < config.qa:
        grew = False
        for family in FAMILIES:
            if total < config.qa and len(chosen[family]) < len(pools[family]):
                chosen[family].append(pools[family][len(chosen[family])])
                total, grew = total + 1, True
        if not grew:
            break
    while total > config.qa:
        family = max(FAMILIES, key=lambda f: (len(chosen[f]), f))
        chosen[family].pop()
        total -= 1
    rounds = max((len(v) for v in chosen.values()), default=0)
    wording = Wording(config.wording, index.home, config.seed)
    qa = [chosen[family][i].to_json(f"{family}-{i + 1:03d}", index, config.seed, wording)
          for i in range(rounds) for family in FAMILIES if i < len(chosen[family])]  # interleaved: any prefix is balanced
    plan_rng = random.Random(f"worldlines-miner:{config.seed}:planning")
    plans = unique(planning(index, plan_rng, config.plans))[:config.plans] if config.plans else []
    progress("planning")
    return qa, [d.to_json(f"planning-{i + 1:03d}", index, config.seed, wording) for i, d in enumerate(plans)]
