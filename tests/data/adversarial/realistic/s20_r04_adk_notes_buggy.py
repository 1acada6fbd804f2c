from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class SaveNote(BaseModel):
    title: str
    text: str


async def save_note(args: SaveNote, tool_context: ToolContext) -> dict:
    notes = tool_context.state.setdefault("notes", [])
    notes.append(args.title)
    tool_context.actions.state_delta["notes"] = notes
    if tool_context.artifact_service is not None:
        await tool_context.save_artifact(f"{args.title}.txt", args.text.encode())
    hits = await tool_context.search_memory(args.title)  # expect: DK203
    return {"saved": True, "related": [h.memory for h in hits if h.score > 0.7]}


save_note_tool = create_tool(name="save_note", description="Save a note", schema=SaveNote, fn=save_note)
