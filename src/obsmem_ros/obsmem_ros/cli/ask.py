"""``obsmem ask``: a question in, a typed evidence-linked answer out."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import click

from obsmem_ros.cli.common import at_option, db_option, emit_json, json_option, open_memory, parse_at
from obsmem_ros.core.config import QUESTION_PARSERS
from obsmem_ros.core.query import Answer, LLMBackend, LLMConfig, QueryConfig, QueryEngine


def _llm(url: Optional[str], model: Optional[str], key_env: str, timeout_s: float, fallback: str) -> Optional[LLMBackend]:
    if not url and not model:
        return None
    if not (url and model):
        raise click.UsageError("--llm-url and --llm-model go together: name the endpoint and the model it serves.")
    return LLMBackend(LLMConfig(url=url, model=model, api_key_env=key_env, timeout_s=timeout_s, fallback=fallback))


def _print_text(answer: Answer) -> None:
    click.echo(answer.answer)
    click.echo(f"  value: {answer.value_text or '-'} ({answer.value_type})   intent: {answer.intent.value}   "
               f"belief: {answer.belief.label.value}")
    for item in answer.evidence:
        click.echo(f"  [{item.view.value}] {item.to_json()['time']}  {item.id}  {item.text}")


@click.command("ask")
@db_option
@at_option
@click.option("--k", "k", type=click.IntRange(0, 50), default=5, show_default=True, help="Evidence budget.")
@json_option
@click.option("--llm-url", default=None, help="OpenAI-compatible endpoint (e.g. http://127.0.0.1:8000) for planning, "
                                              "selection and answering; default: the offline rules.")
@click.option("--llm-model", default=None, help="Model name the endpoint serves.")
@click.option("--llm-key-env", default="", help="Environment variable holding the endpoint's API key.")
@click.option("--llm-timeout", type=float, default=30.0, show_default=True, help="Seconds per endpoint call.")
@click.option("--llm-fallback", type=click.Choice(["rules", "raise"]), default="rules", show_default=True,
              help="On an endpoint failure: answer that stage with the rules, or fail.")
@click.option("--parser", type=click.Choice(QUESTION_PARSERS), default="language", show_default=True,
              help="Question parser: language (spaCy + MiniLM language layer), rules (regular expressions, the baseline) or llm "
                   "(the same parse from the --llm-url endpoint; only parsing, offline fallback).")
@click.argument("question")
@click.pass_context
def ask_command(ctx: click.Context, db: Path, at: Optional[str], k: int, as_json: bool, llm_url: Optional[str],
                llm_model: Optional[str], llm_key_env: str, llm_timeout: float, llm_fallback: str, parser: str,
                question: str) -> None:
    """Answer QUESTION from the memory in --db (as of --at when given).

    With --llm-url/--llm-model the endpoint plans, selects evidence and answers; with --parser llm
    as well it only parses the question (the typed parse under a JSON schema), and the rest runs
    offline. Without an endpoint, --parser llm parses offline and the plan's reason says so."""
    at_ns = parse_at(at)
    llm = _llm(llm_url, llm_model, llm_key_env, llm_timeout, llm_fallback)
    endpoint = llm.config if llm is not None and parser == "llm" else None
    with open_memory(ctx, db) as memory:
        config = QueryConfig(parser=parser, max_question_chars=memory.config.max_question_chars)
        engine = QueryEngine.open(memory, db, llm=None if endpoint else llm, config=config, parse_endpoint=endpoint)
        try:
            answer = engine.answer(question, at_ns=at_ns, k=k)
        finally:
            engine.close()
    if as_json:
        emit_json(answer.to_json())
    else:
        _print_text(answer)
