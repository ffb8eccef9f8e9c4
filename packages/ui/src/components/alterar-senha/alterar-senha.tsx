// The button (which loads its dialog on the first press) and the dialog, for whoever opens it itself.
export * from './alterar-senha-botao';
export * from './alterar-senha-dialog';
