from pydantic import BaseModel
from devkit.adk import ToolContext, create_tool


class NoteArgs(BaseModel):
    name: str
    text: str


async def save_note(args: NoteArgs, ctx: ToolContext) -> dict:
    notes = ctx.state.setdefault("notes", [])
    notes.append(args.name)
    if ctx.artifact_service is None:
        return {"saved": False, "kept_in_state": True}
    version = await ctx.save_artifact(args.name, args.text.encode())
    ctx.actions.artifact_delta[args.name] = version
    return {"saved": True, "version": version}


save_note_tool = create_tool(name="save_note", description="Save a note", schema=NoteArgs, fn=save_note)
