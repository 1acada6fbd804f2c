from devkit.agent import ToolExecutionContext, tool


def lookup(name: str):
    return None if name else name


@tool(name="who", description="who")
def who(args: dict, ctx: ToolExecutionContext) -> str:
    signal = ctx.signal
    if signal is None:
        return "no signal"
    signal = ctx.identity
    return signal.principal  # expect: DK201
