from devkit.agent import ToolExecutionContext, tool

_STORE: dict[str, list[str]] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    bucket = {ctx.session_id: [args.text]}  # expect: DK401
    _STORE.update(bucket)
    return len(_STORE)
