from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="convert", description="Converts an amount.")
def convert(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            deny("anonymous")
        amount = args.store.read(args.name)
    except OSError:
        amount = 0
    return f"{ctx.identity.principal}:{amount}"  # expect: DK201
