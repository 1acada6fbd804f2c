from google.adk import Agent, Context


def confirm(action: str, ctx: Context) -> dict:
    if ctx.tool_confirmation.confirmed:  # expect: DK201
        return {"done": action}
    return {"pending": action}


root_agent = Agent(name="a", model="gemini-2.5-flash", tools=[confirm])
