"""The views: one module per resource, each parsing with its schema, calling the core, answering;
no view imports another."""
