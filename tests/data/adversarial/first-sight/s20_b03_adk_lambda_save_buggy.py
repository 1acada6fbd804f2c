from devkit.adk import create_tool
from pydantic import BaseModel


class Note(BaseModel):
    text: str


save_note = create_tool(
    name="save_note",
    description="save",
    schema=Note,
    fn=lambda args, ctx: ctx.save_artifact("note.txt", args.text.encode()),  # expect: DK203
)
