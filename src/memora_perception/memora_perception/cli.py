"""The `memora` command line: build EPIC-KITCHENS memories, evaluate MEMORA-Bench, use the typed tools."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Iterable, List, Optional, Sequence

import click

from .core.eam.scoring import AnswerConfig
from .core.engine_store import write_engine_store
from .core.epic import load_narrations
from .core.memory import MemoraMemory
from .core.pipeline import MEMORIES, build_memory, evaluate_eam, evaluate_plans
from .core.audio_bag import AUDIO_TOPIC
from .core.listen_score import score_listening
from .core.listening import ListenConfig
from .core.report import eam_markdown, plan_markdown, write_eam_report, write_plan_report
from .core.spatial.bag import read_frames
from .core.spatial.perceive import perceive_bag, perceive_report
from .core.spatial.rgbd import RgbdConfig, RgbdPerception
from .core.spatial.scoring import time_summary
from .core.timeline import format_iso, parse_iso
from .errors import MemoraError

CSV = click.Path(exists=True, dir_okay=False, path_type=Path)


def annotation_files(func: Any) -> Any:
    """`--annotations CSV [CSV...]`: the option (repeatable) plus any further CSV paths given after it."""
    func = click.argument("more_annotations", nargs=-1, type=CSV)(func)
    return click.option("--annotations", "annotations", type=CSV, multiple=True, required=True,
                        help="EPIC-KITCHENS-100 annotation CSVs: --annotations A.csv [B.csv ...].")(func)


def _progress(items: Iterable[Any], total: int, label: str) -> Iterable[Any]:
    from tqdm import tqdm

    return tqdm(items, total=total, desc=label, unit="window", file=sys.stderr, disable=None)


def _echo_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


@click.group()
def main() -> None:
    """MEMORA: egocentric memory from EPIC-KITCHENS narrations, MEMORA-Bench evaluation and typed tools."""


@main.command()
@annotation_files
@click.option("--participant", required=True, help="Participant id, e.g. P03.")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path),
              help="Persist the memory: FILE.json = MEMORA's JSON memory; any other name = the engine store "
                   "(obsmem_ros Memory, SQLite) with MEMORA's JSON memory beside it as FILE.memora.json.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def build(annotations: Sequence[Path], more_annotations: Sequence[Path], participant: str, db: Optional[Path],
          as_json: bool) -> None:
    """Build a participant's memory in time order; report editor operations and compression."""
    annotations = [*annotations, *more_annotations]
    try:
        memory = build_memory(load_narrations(annotations, participant), participant, progress=_progress)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    stats = memory.stats(participant)
    kb = memory.knowledge
    report = {"participant": participant, "sessions": len(memory.sessions(participant)), "segments": len(memory.records),
              "actions": sum(len(r.actions) for r in memory.records), "editor": stats.to_dict(),
              "routines": len(kb.routines), "preferences": len(kb.preferences), "habits": len(kb.habits)}
    if db:
        memory.save(memora_file(db))
        report["db"] = str(memora_file(db))
        if db.suffix != ".json":
            try:
                report["engine"] = write_engine_store(memory.records, db, participant)
            except MemoraError as err:
                raise click.ClickException(str(err)) from err
    if as_json:
        _echo_json(report)
        return
    counts = stats.counts
    click.echo(f"{participant}: {report['sessions']} sessions, {report['segments']} segments, {report['actions']} actions")
    click.echo(f"editor: add={counts['add']} update={counts['update']} delete={counts['delete']} noop={counts['noop']} "
               f"| {stats.observations} observations -> {stats.entities} entities "
               f"(compression ratio {stats.compression_ratio:.2f})")
    click.echo(f"knowledge: {report['routines']} routines, {report['preferences']} preferences, {report['habits']} habits")
    if "engine" in report:
        engine = report["engine"]
        ops = engine["edit_ops"]
        click.echo(f"engine store {db}: {engine['events']} events; editor add={ops.get('add', 0)} update={ops.get('update', 0)} "
                   f"delete={ops.get('delete', 0)} noop={ops.get('noop', 0)} | {engine['entities']} entities "
                   f"(compression ratio {engine['compression_ratio']:.2f}); knowledge {engine['knowledge']}")
    if db:
        click.echo(f"MEMORA memory written to {memora_file(db)}")


@main.command("eval-eam")
@click.option("--questions", type=CSV, required=True, help="MEMORA-Bench EAM-QA question file (pXX.json).")
@annotation_files
@click.option("--memory", "memory_kind", type=click.Choice([*MEMORIES, "all"]), default="memora", show_default=True)
@click.option("--support-threshold", type=float, default=AnswerConfig().support_threshold, show_default=True,
              help="Support a choice needs before A-D is chosen over E.")
@click.option("--scope", type=click.Choice(["declared", "all"]), default="declared", show_default=True,
              help="declared: memories hold only the videos the question file's video_scope names; all: every row.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (per memory when --memory all).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Write JSON, JSONL, markdown and a plot here.")
def eval_eam(questions: Path, annotations: Sequence[Path], more_annotations: Sequence[Path], memory_kind: str,
             support_threshold: float, scope: str, as_json: bool, out: Optional[Path]) -> None:
    """Answer EAM-QA items from memory (no language model) and report accuracy per type."""
    annotations = [*annotations, *more_annotations]
    kinds: List[str] = list(MEMORIES) if memory_kind == "all" else [memory_kind]
    try:
        results = evaluate_eam(questions, annotations, kinds, config=AnswerConfig(support_threshold=support_threshold),
                               progress=_progress, declared_scope=scope == "declared")
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    if out:
        write_eam_report(out, results)
    if as_json:
        summaries = {name: summary for name, (summary, _) in results.items()}
        _echo_json(summaries[kinds[0]] if len(kinds) == 1 else summaries)
        return
    click.echo(eam_markdown(results))
    if out:
        click.echo(f"results written to {out}")


@main.command("eval-plan")
@click.option("--tasks", "tasks", type=CSV, multiple=True, required=True, help="MEMORA-Bench planning suite file (repeatable).")
@annotation_files
@click.option("--json", "as_json", is_flag=True)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path))
def eval_plan(tasks: Sequence[Path], annotations: Sequence[Path], more_annotations: Sequence[Path], as_json: bool,
              out: Optional[Path]) -> None:
    """Plan each task from memory and score order, key objects, preference adherence and RGP."""
    annotations = [*annotations, *more_annotations]
    try:
        summary, rows = evaluate_plans(tasks, annotations, progress=_progress)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    if out:
        write_plan_report(out, summary, rows)
    if as_json:
        _echo_json(summary)
        return
    click.echo(plan_markdown(summary))


@main.command()
@click.option("--bag", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A sensor bag folder (rosbag2, mcap) with a microphone topic.")
@click.option("--truth", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="truth.json with \"utterances\" (default: truth.json beside the bag folder, when there is one).")
@click.option("--topic", default=AUDIO_TOPIC, show_default=True, help="The obsmem_interfaces/msg/AudioChunk topic.")
@click.option("--beam-size", default=ListenConfig().beam_size, show_default=True)
@click.option("--model-dir", default="", help="A faster-whisper model folder (default: the packaged Whisper tiny.en).")
@click.option("--memory", "memory_db", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The home's memory (obsmem_ros store): its people, places and things condition recognition.")
@click.option("--json", "as_json", is_flag=True, help="Print the utterances and scores as JSON.")
def listen(bag: Path, truth: Optional[Path], topic: str, beam_size: int, model_dir: str, memory_db: Optional[Path],
           as_json: bool) -> None:
    """Speech from a bag's microphone (Silero VAD + faster-whisper), scored against the truth: WER,
    utterances recovered, false segments, real-time factor."""
    config = ListenConfig(beam_size=beam_size, model_dir=model_dir, memory_db=str(memory_db or ""))
    try:
        result = score_listening(bag, truth, config=config, topic=topic)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    if as_json:
        _echo_json(result)
        return
    for heard in result["heard"]:
        click.echo(f"{format_iso(heard['start_ns'])}  {heard['text']}")
    click.echo(f"{result['utterances']} utterances from {result['segments']} speech segments in {result['audio_s']:.0f} s "
               f"of audio; real-time factor {result['rtf']:.3f} wall, {result['cpu_rtf']:.3f} CPU "
               f"(per segment: median {result['segment_rtf_median']:.3f}, "
               f"p95 {result['segment_rtf_p95']:.3f})")
    if "score" in result:
        score = result["score"]
        click.echo(f"WER {score['wer']:.3f} over {score['reference_words']} words; recovered {score['recovered']}/"
                   f"{score['truth_utterances']}; false segments {score['false_segments']}")


def memora_file(db: Path) -> Path:
    """MEMORA's JSON memory for a --db path: the path itself if .json, else FILE.memora.json beside it."""
    return db if db.suffix == ".json" else db.with_name(db.name + ".memora.json")


def _memory(db: Path) -> MemoraMemory:
    try:
        return MemoraMemory.load(memora_file(db))
    except MemoraError as err:
        raise click.ClickException(str(err)) from err


def _tool_options(func: Any) -> Any:
    func = click.option("--participant", required=True)(func)
    return click.option("--db", type=click.Path(dir_okay=False, path_type=Path), required=True,
                        help="The --db given to `memora build`.")(func)


@main.command("search-objects")
@click.argument("query")
@_tool_options
@click.option("--location", default="")
@click.option("--k", default=5, show_default=True)
def search_objects(query: str, db: Path, participant: str, location: str, k: int) -> None:
    """Entities matching a description (JSON)."""
    hits = _memory(db).search_objects(query, participant, location=location, k=k)
    _echo_json([{**e.to_dict(), "score": s} for e, s in hits])


@main.command("object-history")
@click.argument("obj")
@_tool_options
@click.option("--limit", default=0, help="Most recent N interactions (0 = all).")
def object_history(obj: str, db: Path, participant: str, limit: int) -> None:
    """An object's location trail and the actions on it (JSON)."""
    try:
        entity, actions = _memory(db).object_history(obj, participant, limit=limit)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    _echo_json({"object": entity.to_dict(), "interactions": [a.to_dict() for a in actions]})


@main.command()
@click.argument("goal")
@_tool_options
@click.option("--k", default=3, show_default=True)
def routine(goal: str, db: Path, participant: str, k: int) -> None:
    """Routine skills matching a goal (JSON)."""
    _echo_json([{**r.to_dict(), "score": s} for r, s in _memory(db).routine(goal, participant, k=k)])


@main.command()
@_tool_options
@click.option("--topic", default="")
@click.option("--k", default=10, show_default=True)
def preferences(db: Path, participant: str, topic: str, k: int) -> None:
    """Preferences, optionally about a topic (JSON)."""
    _echo_json([{**p.to_dict(), "score": s} for p, s in _memory(db).preferences(participant, topic, k=k)])


@main.command()
@click.argument("query")
@_tool_options
@click.option("--since", default="", help="ISO 8601 time with offset.")
@click.option("--until", default="", help="ISO 8601 time with offset.")
@click.option("--k", default=5, show_default=True)
def activities(query: str, db: Path, participant: str, since: str, until: str, k: int) -> None:
    """Past activities (segment records) matching a description in a time range (JSON)."""
    try:
        hits = _memory(db).search_activities(query, participant, since_ns=parse_iso(since) if since else None,
                                             until_ns=parse_iso(until) if until else None, k=k)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    _echo_json([{"id": h.record.id, "session_id": h.record.session_id, "start": format_iso(h.record.start_ns),
                 "summary": h.record.summary, "score": h.score} for h in hits])


BAG = click.Path(exists=True, file_okay=False, path_type=Path)


@main.command("perceive")
@click.option("--bag", type=BAG, required=True, help="A sensor bag folder (rosbag2: mcap or sqlite3).")
@click.option("--truth", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="truth.json beside the bag: score positions, recall and precision against it.")
@click.option("--robot-id", default="robot", show_default=True, help="The robot whose observations these are.")
@click.option("--slop-ms", type=float, default=0.0, show_default=True,
              help="Approximate time sync: stamps within this many ms match (0 = exact stamps).")
@click.option("--max-frames", type=int, default=0, help="Stop after this many frames (0 = all).")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path),
              help="Also ingest the observation events into this memory (obsmem_ros store).")
@click.option("--events", "events_out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the observation events here as a trace (JSON lines).")
@click.option("--audio-topic", default=AUDIO_TOPIC, show_default=True,
              help="Microphone topic listened to for the audio section ('' skips it).")
@click.option("--listen-memory", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The home's memory whose people, places and things condition speech recognition.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def perceive(bag: Path, truth: Optional[Path], robot_id: str, slop_ms: float, max_frames: int, db: Optional[Path],
             events_out: Optional[Path], audio_topic: str, listen_memory: Optional[Path], as_json: bool) -> None:
    """Run the perception node's RGB-D object pipeline and its listening over a bag; score both
    against the truth."""
    try:
        run = perceive_bag(bag, truth=truth, config=RgbdConfig(robot_id=robot_id),
                           slop_ns=int(slop_ms * 1e6), max_frames=max_frames)
        report = perceive_report(run)
        if audio_topic:
            listening = ListenConfig(robot_id=robot_id, memory_db=str(listen_memory or ""))
            report["audio"] = score_listening(bag, truth, config=listening, topic=audio_topic)
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    if events_out:
        events_out.write_text("".join(json.dumps(e.to_json()) + "\n" for e in run.events))
        report["events_file"] = str(events_out)
    if db:
        from obsmem_ros import EngineConfig, Memory

        with Memory(str(db), config=EngineConfig(robot_id=robot_id)) as memory:
            report["ingest"] = {"accepted": memory.ingest(run.events).accepted, "db": str(db)}
    if as_json:
        click.echo(json.dumps(report, indent=2))
        return
    timing, cpu, vision = report["time_per_frame"], report["cpu_time_per_frame"], report["vision"]
    load = report["load_average_1min"]
    click.echo(f"{report['frames']} frames, {report['events']} observation events about {report['entities']} "
               f"entities; per frame p50 {timing['p50_ms']} ms, p95 {timing['p95_ms']} ms wall, "
               f"CPU p50 {cpu['p50_ms']} ms, p95 {cpu['p95_ms']} ms (load average {load['start']} -> "
               f"{load['end']} on {load['cpus']} CPUs)")
    if vision:
        errors = vision["position_error_m"]
        for name in ("events", "fused", "single"):
            e = errors[name]
            click.echo(f"position error ({name}, n={e['n']}): median {e['median']} m, p90 {e['p90']} m")
        click.echo(f"recall (fully in view) {vision['recall_fully_in_view']}, precision {vision['precision']}")
    heard = (report["audio"] or {}).get("score")
    if heard:
        click.echo(f"speech: word error rate {heard['wer']}, utterances recovered {heard['recovered']} of "
                   f"{heard['truth_utterances']}, false segments {heard['false_segments']}")


@main.command("bench-perception")
@click.option("--bag", type=BAG, required=True, help="A sensor bag folder; its first --frames frames are timed.")
@click.option("--frames", "count", type=int, default=200, show_default=True)
@click.option("--warmup", type=int, default=5, show_default=True, help="Frames processed before timing.")
def bench_perception(bag: Path, count: int, warmup: int) -> None:
    """Time the RGB-D pipeline per frame (masks -> points -> open3d cleaning -> boxes -> fusion), JSON:
    wall time, and the CPU time the process spent (what a frame costs whatever else runs)."""
    try:
        frames = []
        for frame in read_frames(bag):
            frames.append(frame)
            if len(frames) >= count + warmup:
                break
    except MemoraError as err:
        raise click.ClickException(str(err)) from err
    perception = RgbdPerception()
    for frame in frames[:warmup]:
        perception.process(frame)
    seconds, cpu = [], []
    for frame in frames[warmup:]:
        started, cpu_started = time.perf_counter(), time.process_time()
        perception.process(frame)
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - cpu_started)
    size = f"{frames[0].intrinsics.width}x{frames[0].intrinsics.height}" if frames else ""
    cpu_ms = {f"cpu_{k}": v for k, v in time_summary(cpu).items() if k != "n"}
    click.echo(json.dumps({"frame_size": size, "instances_per_frame": round(
        sum(len(f.labels) for f in frames[warmup:]) / max(1, len(frames) - warmup), 2),
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS", ""), "cpus": os.cpu_count(),
        "load_average_1min": round(os.getloadavg()[0], 2), **time_summary(seconds), **cpu_ms}, indent=2))
