from functools import partial

from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _stamp(ctx: RunContext[None], label: str) -> str:
    return label + ctx.metadata["k"]  # expect: DK201


@agent.tool
def stamp(ctx: RunContext[None], label: str) -> str:
    make = partial(_stamp, ctx)
    return make(label)
