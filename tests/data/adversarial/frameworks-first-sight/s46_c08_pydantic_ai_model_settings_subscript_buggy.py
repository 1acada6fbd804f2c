from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def temperature(ctx: RunContext[None]) -> float:
    return ctx.model_settings["temperature"]  # expect: DK201
