"""A string that does not show itself."""

from __future__ import annotations

from typing import Any

REDACTED = "**********"


class Secret:
    """Holds a secret value; only `reveal()` gives the raw text back.

    `repr`, `str`, formatting, logging and pydantic dumps all show a fixed mask, so a secret
    that ends up in a message or a report shows nothing. Pickling is refused because a
    pickle would carry the raw value across a process boundary unnoticed.
    """

    __slots__ = ("_value",)
    _value: str

    def __init__(self, value: str | Secret) -> None:
        if isinstance(value, Secret):
            value = value.reveal()
        if not isinstance(value, str):
            raise TypeError(f"Secret wants a str, got {type(value).__name__}")
        object.__setattr__(self, "_value", value)

    def reveal(self) -> str:
        """The raw secret. Keep what this returns out of logs, errors and results."""
        return self._value

    def __repr__(self) -> str:
        return f"Secret('{REDACTED}')"

    def __str__(self) -> str:
        return REDACTED

    def __format__(self, spec: str) -> str:
        return format(REDACTED, spec)

    def __bool__(self) -> bool:
        return bool(self._value)

    def __len__(self) -> int:
        return len(self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(("devkit.Secret", self._value))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Secret is immutable")

    def __copy__(self) -> Secret:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Secret:
        return self

    def __reduce__(self) -> Any:
        raise TypeError("a Secret cannot be pickled; pass it by other means")

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        def validate(value: Any) -> Secret:
            return value if isinstance(value, Secret) else Secret(value)

        return core_schema.no_info_plain_validator_function(
            validate,
            serialization=core_schema.plain_serializer_function_ser_schema(lambda s: REDACTED),
        )
