from google.adk.tools import ToolContext
from google.genai import types


async def write_report(text: str, tool_context: ToolContext) -> str:
    tool_context.save_artifact("report.txt", types.Part(text=text))  # expect: DK005, DK203
    return "saved"
