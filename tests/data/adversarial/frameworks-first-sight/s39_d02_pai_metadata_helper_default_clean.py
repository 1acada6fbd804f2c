from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _meta(ctx: RunContext[None]) -> dict:
    if ctx.metadata is None:
        return {}
    return ctx.metadata


@agent.tool
def tenant(ctx: RunContext[None]) -> str:
    return _meta(ctx).get("tenant", "default")
