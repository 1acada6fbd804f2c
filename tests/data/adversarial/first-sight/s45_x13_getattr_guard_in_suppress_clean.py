from contextlib import suppress

from devkit.agent import ToolExecutionContext, tool


@tool(name="tidy", description="Tidies the cache.")
def tidy(args, ctx: ToolExecutionContext) -> str:
    with suppress(KeyError):
        if getattr(ctx, "identity", None) is None:
            raise PermissionError("anonymous")
        del args.cache[args.key]
    return ctx.identity.tenant
