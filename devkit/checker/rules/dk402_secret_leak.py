from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..events import Analysis, PassedSecret
from ..finding import Severity
from ..model import ModuleModel
from ..secret_params import callee_returns, callee_sink
from ._common import AGENT, MCP, report, snippet
from .base import FunctionRule, Invalid, Report

SINKS = {
    "output": "is printed",
    "log": "is logged",
    "exception": "goes into an exception message",
    "return": "is returned from the tool",
    "event": "is sent in an emitted event",
}


class SecretLeak(FunctionRule):
    code = "DK402"
    name = "secret-leak"
    severity = Severity.ERROR
    summary = (
        "Flags a revealed secret that reaches output, a log, an exception, the tool's result "
        "or an event, there or inside a function of the module it is passed to (or that hands "
        "it back)."
    )
    why = (
        "`secret.reveal()` and `ctx.auth.token` give the raw credential. Logs, error "
        "messages, tool results and events are stored and shown to people and models; a "
        "secret there is a leaked secret. Use the secret only where it is needed (a request "
        "header) and never pass it on. The secret is followed through names, containers, "
        "formatting and its own methods (`tok.strip()`, `tok[:6]`); a test of it "
        '(`tok.startswith("ghp_")`, `len(tok)`) lets nothing out. A dictionary keeps its '
        'literal keys apart: after `h["auth"] = tok`, `h["url"]` carries nothing, while `h` '
        "shown whole shows the secret. A function of the module that hands the secret back "
        "(`bearer(tok)`) is followed, through as many such functions as the call nests "
        "(`trace(headers(bearer(tok)))`)."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="t", needs=[Need("github")])
        def t(args, ctx: ToolExecutionContext):
            if ctx.credential is None:
                return None
            token = ctx.credential.secret.reveal()
            print(f"using {token}")
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t", needs=[Need("github")])
        def t(args, ctx: ToolExecutionContext):
            if ctx.credential is None:
                return None
            print(f"using {ctx.credential.secret}")
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            import hashlib
            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is None:
                    return None
                token = ctx.credential.secret.reveal()
                headers = {"Authorization": f"Bearer {token}"}
                send(headers)
                return hashlib.sha256(token.encode()).hexdigest()[:8]
        """,
        ),
        snippet(
            AGENT,
            """
            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is None:
                    return None
                request = {"url": args.url}
                request["auth"] = ctx.credential.secret.reveal()
                send(request)
                print("sent to", request["url"])
        """,
        ),
    )
    invalid = (
        Invalid(example, message="is printed"),
        Invalid(
            snippet(
                MCP,
                """
            import logging
            @tool(name="t")
            @use_guards(G)
            async def t(input, ctx: ExecutionContext):
                if ctx.auth is None:
                    raise ValueError("no auth")
                ctx.logger.info("call", token=ctx.auth.token)
                logging.warning("token %s", ctx.auth.token)
                await emit_event("called", {"token": ctx.auth.token})
                raise RuntimeError("bad token " + ctx.auth.token)
        """,
            ),
            count=4,
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                secret = ctx.credential.secret.reveal() if ctx.credential else ""
                return {"token": secret}
        """,
            ),
            message="returned",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            def show(value):
                print("using", value)

            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is not None:
                    show(ctx.credential.secret.reveal())
        """,
            ),
            message="is passed to `show()`, where it is printed",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            def bearer(value):
                return "Bearer " + value

            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is not None:
                    return {"auth": bearer(ctx.credential.secret.reveal())}
        """,
            ),
            message="comes back from `bearer()` and is returned from the tool",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            def bearer(value):
                return "Bearer " + value

            def headers(auth):
                return {"Authorization": auth}

            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is not None:
                    print(headers(bearer(ctx.credential.secret.reveal())))
        """,
            ),
            message="comes back from `headers()` (through `bearer()`) and is printed",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            import logging

            def bearer(value):
                return "Bearer " + value

            def headers(auth):
                return {"Authorization": auth}

            def trace(sent):
                logging.debug("sending %s", sent)

            @tool(name="t", needs=[Need("github")])
            def t(args, ctx: ToolExecutionContext):
                if ctx.credential is not None:
                    trace(headers(bearer(ctx.credential.secret.reveal())))
        """,
            ),
            message="is passed to `trace()` (through `bearer()` and `headers()`), where it is logged",
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        for leak in analysis.leaks:
            yield report(
                model,
                analysis,
                leak.node,
                f"a revealed secret {SINKS[leak.sink]}; keep raw secret values out of "
                f"output, logs, errors, results and events",
            )
        reported: set[int] = set()  # each place, once
        for passed in analysis.passed_secrets:
            profile = analysis.function.profile
            at = passed.at if passed.at is not None else passed.node
            if id(at) in reported:
                continue
            sink = callee_sink(model, passed, profile) if passed.returned_to is None else None
            callee = f"`{passed.callee[-1]}()`{_by_way_of(passed)}"
            if sink is not None:
                message = f"is passed to {callee}, where it {SINKS[sink]}"
            elif passed.returned_to is not None and callee_returns(model, passed, profile):
                message = f"comes back from {callee} and {SINKS[passed.returned_to]}"
            else:
                continue
            reported.add(id(at))
            yield report(
                model,
                analysis,
                at,
                f"a revealed secret {message}; keep raw secret values out of output, logs, "
                "errors, results and events",
            )


def _by_way_of(passed: PassedSecret) -> str:
    """` (through `bearer()` and `headers()`)`: the module's functions that handed the secret
    back before it reached the call reported, innermost first ("" when it went straight in)."""
    names = []
    inner = passed.via
    while inner is not None:
        names.append(f"`{inner.callee[-1]}()`")
        inner = inner.via
    if not names:
        return ""
    names.reverse()
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f" (through {listed})"
