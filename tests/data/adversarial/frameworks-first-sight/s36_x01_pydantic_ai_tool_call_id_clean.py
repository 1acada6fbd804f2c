from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def trace(ctx: RunContext[None], step: str) -> str:
    return f"{ctx.tool_call_id.upper()}:{step}"
