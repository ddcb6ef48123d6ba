// See tools/stubs/README.md: nothing this project runs loads PostgreSQL's native client.
throw new Error('pg-native is a stand-in in this project (tools/stubs/README.md)');
