"""The one engine: source text in, positioned findings (with fixes) out.

`devkit check` and the language server both call `check_source`. It never raises for any
input: undecodable or unparsable text is one DK001 finding, a failing rule is one DK901
finding, and the other rules' findings still stand.
"""

from __future__ import annotations

import ast
import os
import re
import warnings
from collections.abc import Callable, Iterable, Sequence

import libcst as cst

from ..lines import line_at, line_starts, split_lines
from ..profiles import Profile, may_need_analysis
from .config import Config
from .depth import deep_recursion
from .finding import Edit, Finding, Fix, Related, Severity
from .guard import (
    chain_problem,
    compiler_rejects,
    cpython_rejects,
    may_hold_compile_only_errors,
    size_problem,
)
from .imports import ImportMap, collect_imports
from .incremental import IncrementalParser
from .model import ModuleModel, build_model
from .parsing import parse_module
from .positions import PositionIndex, Span
from .prescan import Prescan, prescan, pruned
from .result import NO_CONTEXT_USE, NO_PROFILE, FileResult, decode_source
from .reuse import Reuse
from .rule_reuse import reused_reports
from .rules import ALL_RULES, RULES_BY_CODE, Rule
from .rules.base import FixPlan, Report
from .versions import resolve as resolve_version

FILE_IGNORE = re.compile(r"#\s*devkit:\s*ignore-file\b")
LINE_IGNORE = re.compile(
    r"#\s*(?:devkit:\s*ignore|noqa)\b(?:\s*(?:\[|:)\s*(?P<codes>[A-Z]+[0-9]*(?:[\s,]+[A-Z]+[0-9]*)*)\]?)?"
)
DEFAULT_CONFIG = Config()
UNUSED_SUPPRESSION = "DK902"
# Test hook: name a rule code here to make that rule raise, so the suites can show that a
# failing rule becomes one DK901 finding (CLI and language server) and nothing worse.
FAULT_INJECTION_VARIABLE = "DEVKIT_INJECT_RULE_FAILURE"
_INJECTED_FAILURE = os.environ.get(FAULT_INJECTION_VARIABLE)


def _syntax_error_position(text: str, fallback: tuple[int, int]) -> tuple[int, int, str | None]:
    """CPython's position and message for a syntax error (what users see from python itself)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the user's SyntaxWarnings are not ours to print
            compile(text, "<devkit>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        return exc.lineno or fallback[0], exc.offset or fallback[1], exc.msg
    except (ValueError, RecursionError, MemoryError):
        pass
    return fallback[0], fallback[1], None


def check_source(
    source: str | bytes,
    path: str = "<stdin>",
    config: Config = DEFAULT_CONFIG,
    *,
    rules: Sequence[type[Rule]] | None = None,
    parser: IncrementalParser | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> FileResult:
    """Check one file's text. Never raises, except `CheckCancelled` (below).

    `parser` lets an editor reuse the parse of unchanged statements between edits.
    `cancelled` is polled between the steps of the check (after the parse, between the
    functions analysed, between rules); once it answers True the check stops by raising
    `CheckCancelled`, so an editor never waits behind a check of a stale version.
    """
    stop = _stopper(cancelled)
    stop()  # queued behind a newer edit: nothing to do
    reuse = parser.reuse if parser is not None else None
    if reuse is not None:
        reuse.begin()
    result = FileResult(path)
    if isinstance(source, bytes):
        if not may_need_analysis(source):
            result.skipped = NO_PROFILE
            return result
        text, problem, line = decode_source(source)
        if text is None:
            message = f"file cannot be read as Python source: {problem}"
            result.findings.append(_engine_finding("DK001", message, path, config, line))
            return result
    else:
        text = source
        if not may_need_analysis(text):
            result.skipped = NO_PROFILE
            return result
    if FILE_IGNORE.search(text[:4096]):
        result.skipped = "`# devkit: ignore-file`"
        return result
    too_big = size_problem(len(text))
    if too_big is not None:
        result.skipped = too_big
        return result
    scan = prescan(text)
    if not scan.worth:
        result.skipped = NO_CONTEXT_USE
        return result
    rejected = cpython_rejects(text)
    if rejected is not None:
        line, column, message = rejected
        result.findings.append(
            _engine_finding("DK001", f"file does not parse: {message}", path, config, line, column)
        )
        return _filtered(result, text, config)
    unreadable = chain_problem(text)
    if unreadable is not None:
        result.skipped = unreadable
        return result
    # A tree CPython accepts may nest deeper than the default recursion limit lets us walk.
    with deep_recursion():
        return _check_compilable(text, scan, result, path, config, rules, parser, stop)


def _check_compilable(
    text: str,
    scan: Prescan,
    result: FileResult,
    path: str,
    config: Config,
    rules: Sequence[type[Rule]] | None,
    parser: IncrementalParser | None,
    stop: Callable[[], None],
) -> FileResult:
    """`check_source` once the text is known safe to parse: parse, analyse, run the rules."""
    reuse = parser.reuse if parser is not None else None
    # The CLI parses only the definitions that can hold a finding (same lines and columns);
    # an editor's incremental parser keeps the whole text, which it reuses between edits.
    parsed_text = text if parser is not None else pruned(text, scan) or text
    try:
        module = parser.parse(text) if parser is not None else parse_module(parsed_text)
    except cst.ParserSyntaxError as exc:
        line, column, cpython_message = _syntax_error_position(
            text, (exc.raw_line, exc.raw_column + 1)
        )
        message = f"file does not parse: {cpython_message or exc.message}"
        result.findings.append(_engine_finding("DK001", message, path, config, line, column))
        return _filtered(result, text, config)
    except (
        RecursionError,
        MemoryError,
        Exception,
    ) as exc:  # libcst raises a few others on odd input
        message = f"file does not parse: {type(exc).__name__}: {exc}"[:300]
        result.findings.append(_engine_finding("DK001", message, path, config))
        return result

    stop()
    imports = collect_imports(module, reuse, text)
    if not imports.profiles:
        result.skipped = NO_PROFILE
        return result
    try:
        model = build_model(module, imports, stop, reuse, profile_view(imports, path, config), text)
    except (RecursionError, Exception) as exc:
        result.findings.append(
            _engine_finding(
                "DK901",
                f"the analysis failed on this file ({type(exc).__name__}: {exc}); no rule ran",
                path,
                config,
            )
        )
        return result

    if any(a.refused_syntax for a in model.analyses.values()) or may_hold_compile_only_errors(text):
        refused = compiler_rejects(text)
        if refused is not None:
            line, column, message = refused
            message = f"file does not compile: {message}"
            result.findings.append(_engine_finding("DK001", message, path, config, line, column))

    reports: list[tuple[type[Rule], Report]] = []
    enabled = [
        rule_class
        for rule_class in (rules if rules is not None else ALL_RULES)
        if rule_class.code not in ("DK001", "DK901") and config.enabled(rule_class.code, path)
    ]
    # An editor's check reuses the function and tool rules' reports where nothing changed.
    by_function: dict[str, list[Report] | Exception] = {}
    if reuse is not None:
        reusable = [r() for r in enabled if r.code != _INJECTED_FAILURE]
        by_function = reused_reports(reusable, model, config, reuse, stop)
    for rule_class in enabled:
        stop()
        try:
            if rule_class.code == _INJECTED_FAILURE:
                raise RuntimeError(f"failure injected by {FAULT_INJECTION_VARIABLE}")
            found = by_function.get(rule_class.code)
            if isinstance(found, Exception):
                raise found
            if found is None:
                found = list(rule_class().check(model, config))
            reports.extend((rule_class, r) for r in found)
        except (RecursionError, Exception) as exc:
            result.findings.append(
                _engine_finding(
                    "DK901",
                    f"rule {rule_class.code} ({rule_class.name}) failed on this file: {type(exc).__name__}: {exc}; other rules ran",
                    path,
                    config,
                )
            )
    stop()
    try:
        result.findings.extend(_position(reports, module, parsed_text, path, config, reuse, model))
    except (RecursionError, Exception) as exc:
        message = f"locating findings failed on this file ({type(exc).__name__}: {exc}); they are not shown"
        result.findings.append(_engine_finding("DK901", message, path, config))
    if reuse is not None:
        reuse.end()
        result.model = model
    return _filtered(result, text, config)


def profile_view(imports: ImportMap, path: str, config: Config) -> Callable[[Profile], Profile]:
    """Each profile as of the framework version the file at `path` is checked against."""
    cache: dict[str, Profile] = {}

    def view(profile: Profile) -> Profile:
        if profile.name not in cache:
            spelled = imports.spelled.get(profile.name)
            cache[profile.name] = resolve_version(profile, spelled, path, config)
        return cache[profile.name]

    return view


class CheckCancelled(BaseException):
    """A check stopped because its caller no longer wants it (not an Exception: no rule's
    or step's error handling may swallow it)."""


def _stopper(cancelled: Callable[[], bool] | None) -> Callable[[], None]:
    def stop() -> None:
        if cancelled is not None and cancelled():
            raise CheckCancelled

    return stop


def _engine_finding(
    code: str,
    message: str,
    path: str,
    config: Config,
    line: int = 1,
    column: int = 1,
    end_column: int | None = None,
) -> Finding:
    rule = RULES_BY_CODE[code]
    return Finding(
        code=code,
        name=rule.name,
        severity=config.severity_for(code, rule.severity),
        message=message,
        path=path,
        line=line,
        column=column,
        end_line=line,
        end_column=end_column if end_column is not None else column + 1,
    )


def _chain_root(node: cst.CSTNode) -> cst.CSTNode:
    """The receiver a chain of reads and calls starts from: `ctx` of `(ctx.a).b[0]()`."""
    while True:
        kind = type(node)
        if kind is cst.Attribute or kind is cst.Subscript:
            node = node.value  # type: ignore[attr-defined]
        elif kind is cst.Call:
            node = node.func  # type: ignore[attr-defined]
        else:
            return node


def _plan_nodes(plan: FixPlan | None) -> list[cst.CSTNode]:
    if plan is None:
        return []
    return [e.node for e in plan.edits] + list(plan.needs)


def _position(
    reports: list[tuple[type[Rule], Report]],
    module: cst.Module,
    text: str,
    path: str,
    config: Config,
    reuse: Reuse | None = None,
    model: ModuleModel | None = None,
) -> list[Finding]:
    if not reports:
        return []
    by_statement: dict[int, list[cst.CSTNode]] = {}
    owners: dict[int, cst.CSTNode] = {}  # the innermost statement of nodes the walk saw
    roots: dict[int, cst.CSTNode] = {}  # by report node: its chain's receiver
    for _, report in reports:
        root = roots[id(report.node)] = _chain_root(report.node)
        by_statement.setdefault(report.statement_index, []).extend((report.node, root))
        analysis = model.analyses.get(report.function) if model and report.function else None
        if analysis is not None:
            for node in (report.node, *_plan_nodes(report.fix)):
                owner = analysis.owners.get(id(node))
                if owner is not None:
                    owners[id(node)] = owner
            if id(report.node) in owners:  # the root is inside the node, in its statement
                owners[id(root)] = owners[id(report.node)]
        if report.related:
            # Related nodes are the tool's declaration, in the tool's statement.
            tool_statement = report.tool.statement if report.tool else report.statement_index
            by_statement.setdefault(tool_statement, []).extend(n for n, _ in report.related)
        if report.fix is not None:
            fix_nodes = _plan_nodes(report.fix)
            # Nodes outside the finding's statement (an import) are looked for there too.
            for extra in report.fix_statements:
                by_statement.setdefault(extra, []).extend(fix_nodes)
            by_statement[report.statement_index].extend(fix_nodes)
    index = PositionIndex(module, text)
    spans = index.spans(by_statement, reuse, owners)
    findings: list[Finding] = []
    # One finding per (rule, chain, tool). Where two read one chain (`store.get(k).value`:
    # the store may be None, and so may what `get` returned), the innermost is the one that
    # fails first. A chain is known by where its receiver starts, parentheses or not
    # (`(ctx.request_context).meta`).
    seen: dict[tuple[str, int, int, str | None], int] = {}
    for rule_class, report in reports:
        span = spans.get(id(report.node))
        if span is None:
            continue
        start = spans.get(id(roots[id(report.node)])) or span
        key = (rule_class.code, start.line, start.column, report.tool.name if report.tool else None)
        earlier = seen.get(key)
        if earlier is not None and (span.end_line, span.end_column) >= (
            findings[earlier].end_line,
            findings[earlier].end_column,
        ):
            continue
        severity = report.severity or rule_class.severity
        finding = Finding(
            code=rule_class.code,
            name=rule_class.name,
            severity=config.severity_for(rule_class.code, severity),
            message=report.message,
            path=path,
            line=span.line,
            column=span.column,
            end_line=span.end_line,
            end_column=span.end_column,
            tool=report.tool.name if report.tool else None,
            fix=_fix(report.fix, spans, index),
            related=tuple(
                Related(s.line, s.column, s.end_line, s.end_column, message)
                for node, message in report.related
                if (s := spans.get(id(node))) is not None
            ),
        )
        if earlier is None:
            seen[key] = len(findings)
            findings.append(finding)
        else:
            findings[earlier] = finding
    # A function defined inside a tool is walked with the tool, and on its own when it gets
    # the context itself (`get_context()`): the same finding, once naming the tool, is kept.
    named = {(f.code, f.line, f.column) for f in findings if f.tool is not None}
    if named:
        findings = [
            f for f in findings if f.tool is not None or (f.code, f.line, f.column) not in named
        ]
    return findings


def _fix(plan: FixPlan | None, spans: dict[int, Span], index: PositionIndex) -> Fix | None:
    if plan is None:
        return None
    edits: list[Edit] = []
    for edit in plan.edits:
        span = spans.get(id(edit.node))
        if span is None:
            return None
        if edit.mode == "replace":
            edits.append(Edit(span.line, span.column, span.end_line, span.end_column, edit.text))
        elif edit.mode == "before":
            edits.append(Edit(span.line, span.column, span.line, span.column, edit.text))
        else:
            edits.append(
                Edit(span.end_line, span.end_column, span.end_line, span.end_column, edit.text)
            )
    if plan.build is not None:
        built = plan.build(spans, index.line_text)
        if not built:
            return None
        edits.extend(Edit(*e) for e in built)
    return Fix(plan.title, plan.applicability, tuple(edits)) if edits else None


def suppressed_codes(line: str) -> set[str] | None:
    """Codes a line's suppression comment names; an empty set means all; None: no comment."""
    if "#" not in line:
        return None
    match = LINE_IGNORE.search(line)
    if match is None:
        return None
    codes = match.group("codes")
    return set(re.split(r"[\s,]+", codes.strip())) if codes else set()


def _filtered(result: FileResult, text: str, config: Config) -> FileResult:
    starts = line_starts(text)  # the findings' lines are cut out alone, not every line
    kept = []
    used: set[tuple[int, str]] = set()  # (line, code) of every suppression that did suppress
    for finding in result.findings:
        if finding.code not in ("DK001", "DK901") and not config.enabled(finding.code, result.path):
            continue
        hit = _suppressed_by(finding, text, starts)
        if hit is not None:
            used.add(hit)
            continue
        kept.append(finding)
    if config.enabled(UNUSED_SUPPRESSION, result.path):
        kept.extend(_unused_suppressions(split_lines(text), used, result.path, config))
    result.findings = sorted(kept, key=Finding.sort_key)
    return result


def _suppressed_by(finding: Finding, text: str, starts: Sequence[int]) -> tuple[int, str] | None:
    """(line, code) of the comment that suppresses `finding` (code "" for a blanket one)."""
    for number in dict.fromkeys((finding.line, finding.end_line)):
        if 0 < number <= len(starts):
            codes = suppressed_codes(line_at(text, starts, number))
            if codes is None:
                continue
            if not codes:
                return number, ""
            for code in sorted(codes):
                if finding.code.startswith(code):
                    return number, code
    return None


def _unused_suppressions(
    lines: Sequence[str], used: set[tuple[int, str]], path: str, config: Config
) -> list[Finding]:
    """DK902: suppression comments (of devkit codes) that suppressed nothing on their line."""
    found = []
    for number, line in enumerate(lines, 1):
        codes = suppressed_codes(line)
        if codes is None:
            continue
        match = LINE_IGNORE.search(line)
        assert match is not None
        column, end = match.start() + 1, match.end() + 1
        if not codes:
            # A blanket `noqa` belongs to other linters; only a blanket devkit ignore counts.
            if "devkit" in match.group(0) and (number, "") not in used:
                found.append(
                    _engine_finding(
                        UNUSED_SUPPRESSION,
                        "blanket `# devkit: ignore` suppresses nothing on this line: remove it",
                        path,
                        config,
                        number,
                        column,
                        end,
                    )
                )
            continue
        for code in sorted(c for c in codes if c.startswith("DK")):
            if (number, code) not in used:
                found.append(
                    _engine_finding(
                        UNUSED_SUPPRESSION,
                        f"`{code}` is suppressed here but not reported on this line: remove it",
                        path,
                        config,
                        number,
                        column,
                        end,
                    )
                )
    return found


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """Apply non-overlapping edits (1-based line/character columns); overlapping ones are dropped."""
    starts = line_starts(text)

    def offset(line: int, column: int) -> int:
        if line - 1 >= len(starts):
            return len(text)
        return min(starts[line - 1] + column - 1, len(text))

    spans = sorted(
        ((offset(e.line, e.column), offset(e.end_line, e.end_column), e.text) for e in edits),
        key=lambda s: (s[0], s[1]),
    )
    out, position = [], 0
    for start, end, replacement in spans:
        if start < position:
            continue  # overlaps an edit already applied; the next pass will retry it
        out.append(text[position:start])
        out.append(replacement)
        position = end
    out.append(text[position:])
    return "".join(out)


def fix_source(
    text: str,
    path: str = "<stdin>",
    config: Config = DEFAULT_CONFIG,
    *,
    unsafe: bool = False,
    max_passes: int = 10,
) -> tuple[str, list[Finding], int]:
    """Apply fixes until none apply: the new text, the findings that remain, fixes applied."""
    applied = 0
    for _ in range(max_passes):
        result = check_source(text, path, config)
        chosen: list[Edit] = []
        count = 0
        for finding in result.findings:
            fix = finding.fix
            if fix is None or (fix.applicability != "safe" and not unsafe):
                continue
            # Whole fixes only: a fix whose edits would interleave with a chosen one waits.
            if _overlaps(fix.edits, chosen):
                continue
            chosen.extend(fix.edits)
            count += 1
        if not chosen:
            return text, result.findings, applied
        text = apply_edits(text, chosen)
        applied += count
    return text, check_source(text, path, config).findings, applied


def _overlaps(edits: Sequence[Edit], chosen: Sequence[Edit]) -> bool:
    for e in edits:
        for c in chosen:
            if (e.line, e.column) <= (c.end_line, c.end_column) and (c.line, c.column) <= (
                e.end_line,
                e.end_column,
            ):
                return True
    return False


__all__ = [
    "FileResult",
    "Severity",
    "apply_edits",
    "check_source",
    "decode_source",
    "fix_source",
    "suppressed_codes",
]
