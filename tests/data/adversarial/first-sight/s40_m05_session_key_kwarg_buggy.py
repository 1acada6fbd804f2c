from devkit.agent import ToolExecutionContext, tool


def store(value: str, *, cache_key: str) -> None:
    print(cache_key, value)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if ctx.session_id:
        store(args.value, cache_key=ctx.session_id)  # expect: DK401
