from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _stamp(ctx: RunContext[None], label: str) -> str:
    return label + ctx.metadata["k"]


@agent.tool
def stamp(ctx: RunContext[None], label: str) -> str:
    if ctx.metadata is None:
        return label
    return _stamp(ctx, label)
