"""The contract: the request and response schemas, their fields, the wording of refusals and
the last touches to the generated OpenAPI document."""
