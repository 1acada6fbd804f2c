from devkit.agent import ToolExecutionContext, tool


def note(text: str) -> None:
    print(text)


@tool(name="upper_run", description="Shout the run id.")
async def upper_run(args, ctx: ToolExecutionContext) -> str | None:
    try:
        if ctx.run_id is None:
            return None
    finally:
        note("checked the run")
    return ctx.run_id.upper()
