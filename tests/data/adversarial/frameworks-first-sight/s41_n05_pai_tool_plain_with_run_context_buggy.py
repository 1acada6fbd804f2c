from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def now(ctx: RunContext[None]) -> str:  # expect: DK004
    return str(ctx.run_step)
