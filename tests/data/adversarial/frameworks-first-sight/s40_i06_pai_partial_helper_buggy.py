from functools import partial

from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _tagged(ctx: RunContext[None], key: str) -> str:
    return ctx.metadata[key]  # expect: DK201


@agent.tool
def tag(ctx: RunContext[None], key: str) -> str:
    read = partial(_tagged, ctx)
    return read(key)
