from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..discovery import annotated_fields
from ..finding import Severity
from ..imports import dotted_name
from ..model import ModuleModel
from ._common import AGENT, snippet
from .base import Invalid, Report, Rule

DECLARATION = "wants"


def model_fields(
    model: ModuleModel, class_name: str, seen: frozenset[str] = frozenset()
) -> set[str] | None:
    """Annotated fields of a class defined in the module (with local bases); None if unknown."""
    node = model.discovery.index.classes.get(class_name)
    if node is None or class_name in seen:
        return None
    fields: set[str] = set()
    for base in node.bases:
        base_name = dotted_name(base.value)
        if base_name is None:
            return None
        if base_name.rsplit(".", 1)[-1] in ("BaseModel", "object", "Generic"):
            continue
        inherited = model_fields(model, base_name, seen | {class_name})
        if inherited is None:
            return None
        fields |= inherited
    fields.update(name for name, _ in annotated_fields(node))
    return fields


class WantsUnknownArgument(Rule):
    code = "DK104"
    name = "wants-unknown-argument"
    severity = Severity.ERROR
    summary = "Flags a `wants` entry that is not a field of the tool's args model."
    why = (
        "`wants` names the arguments whose artifact references the runtime replaces with "
        "data. A name that is not an argument is never resolved, and the SDK refuses the "
        "declaration when the module is imported."
    )
    example = snippet(
        AGENT,
        """
        from pydantic import BaseModel
        class Args(BaseModel):
            document: str
        @tool(name="summarise", wants=["doc"])
        def summarise(args: Args, ctx: ToolExecutionContext):
            return args.document
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        from pydantic import BaseModel
        class Args(BaseModel):
            document: str
        @tool(name="summarise", wants=["document"])
        def summarise(args: Args, ctx: ToolExecutionContext):
            return args.document
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            from elsewhere import Args
            @tool(name="summarise", wants=["anything"])
            def summarise(args: Args, ctx: ToolExecutionContext):
                return args
        """,
        ),
    )
    invalid = (Invalid(example, message="`doc` is not a field of `Args`"),)

    def check(self, model: ModuleModel, config: Config) -> Iterator[Report]:
        for tool in model.tools:
            declared = tool.declarations.get(DECLARATION)
            if declared is None or not declared.readable or tool.args_model is None:
                continue
            fields = model_fields(model, tool.args_model)
            if fields is None:
                continue
            for name, node in zip(declared.items, declared.item_nodes, strict=False):
                if name not in fields:
                    known = ", ".join(f"`{f}`" for f in sorted(fields)) or "none"
                    yield Report(
                        node=node,
                        message=f"`{name}` is not a field of `{tool.args_model}` (its fields: {known})",
                        function=tool.entry,
                        tool=tool,
                    )
