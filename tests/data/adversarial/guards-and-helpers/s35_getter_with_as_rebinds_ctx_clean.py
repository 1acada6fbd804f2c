from devkit.agent import ToolExecutionContext, tool


class _Fallback:
    identity = "nobody"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


def identity_of(ctx: ToolExecutionContext):
    with _Fallback() as ctx:
        return ctx.identity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return identity_of(ctx).upper()
