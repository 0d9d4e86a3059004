// The width estimates live with the painter in core/ (the server lays out digits too).
export * from '@core/painter/fit';
