from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def work() -> None:
    pass


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.signal is None:
            return "no signal"
        work()
    finally:
        print(ctx.signal.aborted)  # expect: DK201
    return "ok"
