from google.adk.agents import Agent


async def remember(fact: str, tool_context) -> str:
    tool_context.save_artifact("fact.txt", fact)  # expect: DK005, DK203
    return "ok"


agent = Agent(name="a", model="gemini", tools=[remember])
