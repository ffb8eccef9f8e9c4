export * from './auth-tabs';
export * from './login-form';
export * from './register-form';
export * from './reset-password-form';
export * from './primeiro-acesso-form';
